package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The BOM a game imports ({@code dev.loam:engine-bom}) lists every module Loam publishes, at the
 * version the build makes, and carries nothing else. A module is published unless its POM sets
 * {@code maven.deploy.skip} (the examples and the benchmarks do).
 */
class EngineBomTest {

    /** The repository root: the parent of this module's directory, where Surefire runs. */
    private static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath().getParent();

    @Test
    void theBomListsEveryPublishedModuleOfTheParentAtTheProjectVersion() throws IOException {
        String parent = read(ROOT.resolve("pom.xml"));
        List<String> published = new ArrayList<>();
        for (String module : texts(parent, "project/modules/module")) {
            String pom = read(ROOT.resolve(module).resolve("pom.xml"));
            boolean skipsDeploy = texts(pom, "project/properties/maven.deploy.skip").contains("true");
            String artifact = texts(pom, "project/artifactId").get(0);
            if (!skipsDeploy && !artifact.equals("engine-bom")) {
                published.add("dev.loam:" + artifact + ":${project.version}");
            }
        }
        assertTrue(published.contains("dev.loam:engine-core:${project.version}"), published.toString());
        assertTrue(published.contains("dev.loam:engine-tools:${project.version}"), published.toString());
        assertFalse(published.contains("dev.loam:examples:${project.version}"), published.toString());

        List<String> listed = new ArrayList<>();
        for (String dependency : texts(bom(), "project/dependencyManagement/dependencies/dependency")) {
            String d = "<d>" + dependency + "</d>";
            listed.add(texts(d, "d/groupId").get(0) + ":" + texts(d, "d/artifactId").get(0) + ":"
                    + texts(d, "d/version").get(0));
        }
        assertEquals(published, listed, "engine-bom/pom.xml lists the published modules in the parent's order");
    }

    @Test
    void theBomIsVersionedAsTheParent() throws IOException {
        String parent = read(ROOT.resolve("pom.xml"));
        assertEquals(texts(parent, "project/groupId"), texts(bom(), "project/groupId"));
        assertEquals(texts(parent, "project/version"), texts(bom(), "project/version"));
        assertEquals(List.of("pom"), texts(bom(), "project/packaging"));
    }

    @Test
    void theBomHasNoParentAndNoDependenciesOfItsOwn() throws IOException {
        // With the loam parent, importing the BOM would also pin the parent's managed versions
        // (JUnit, Jackson, LWJGL) in the game, and the BOM would carry the parent's test
        // dependencies.
        String bom = bom();
        assertEquals(List.of(), texts(bom, "project/parent"));
        assertEquals(List.of(), texts(bom, "project/dependencies"));
        assertEquals(List.of(), texts(bom, "project/properties"));
        for (String dependency : texts(bom, "project/dependencyManagement/dependencies/dependency")) {
            String d = "<d>" + dependency + "</d>";
            assertEquals(List.of(), texts(d, "d/scope"), dependency);
            assertEquals(List.of(), texts(d, "d/type"), dependency);
        }
    }

    @Test
    void thePathReaderFindsElementsByTheirFullPathOnly() {
        String xml = """
                <?xml version="1.0"?>
                <project>
                  <!-- <version>9</version> -->
                  <parent><version>1</version></parent>
                  <version> 2 </version>
                  <build><plugins><plugin><version>3</version></plugin></plugins></build>
                  <empty/>
                </project>
                """;
        assertEquals(List.of("2"), texts(xml, "project/version"));
        assertEquals(List.of("1"), texts(xml, "project/parent/version"));
        assertEquals(List.of("3"), texts(xml, "project/build/plugins/plugin/version"));
        assertEquals(List.of(""), texts(xml, "project/empty"));
        assertEquals(List.of(), texts(xml, "project/modules/module"));
    }

    private static String bom() throws IOException {
        return read(ROOT.resolve("engine-bom").resolve("pom.xml"));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file);
    }

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->|<\\?.*?\\?>", Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<(/?)([A-Za-z_][\\w.:-]*)[^>]*?(/?)>");

    /**
     * The trimmed content of every element at {@code path} (element names from the root, joined by
     * '/'), in file order. Enough XML for a POM: comments and the declaration are skipped, there is
     * no CDATA.
     */
    private static List<String> texts(String xml, String path) {
        String text = COMMENT.matcher(xml).replaceAll("");
        List<String> found = new ArrayList<>();
        Deque<String> open = new ArrayDeque<>();
        Deque<Integer> starts = new ArrayDeque<>();
        Matcher tag = TAG.matcher(text);
        while (tag.find()) {
            String name = tag.group(2);
            if (tag.group(1).isEmpty()) {
                open.addLast(name);
                if (!tag.group(3).isEmpty()) {
                    if (String.join("/", open).equals(path)) {
                        found.add("");
                    }
                    open.removeLast();
                } else {
                    starts.addLast(tag.end());
                }
            } else {
                if (!name.equals(open.peekLast())) {
                    throw new IllegalArgumentException("</" + name + "> closes <" + open.peekLast() + "> at offset "
                            + tag.start());
                }
                int start = starts.removeLast();
                if (String.join("/", open).equals(path)) {
                    found.add(text.substring(start, tag.start()).trim());
                }
                open.removeLast();
            }
        }
        return found;
    }
}
