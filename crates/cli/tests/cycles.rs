//! No file of a crate imports, through other files, the file that imports it: in every crate of
//! the workspace (`crates/*/src`) the files and their imports form a graph without cycles, so
//! each crate can be read from its lowest file up.
//!
//! A file depends on another when it names an item of it: a `use` of `crate::…`, `super::…`,
//! `self::…` or of a child module, or such a path written in the code. A name re-exported by a
//! `use` is followed to the file that defines it, so that `use crate::Move` depends on the file
//! of `Move`, not on the crate root that re-exports it. Declaring a module (`mod x;`) is not a
//! dependency, and neither are test modules (`#[cfg(test)]`), which may use anything.
//! Cycles are the strongly connected components of that graph with more than one file.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// Crates whose cycles are known and being taken apart: reported, not failed. An entry goes
/// when its crate has no cycle left.
const KNOWN: &[(&str, &str)] = &[];

#[test]
fn no_crate_has_an_import_cycle() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut names: Vec<PathBuf> = fs::read_dir(&crates)
        .expect("the crates directory")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    names.sort();
    assert!(names.len() > 10, "every crate of the workspace is read");
    let mut failures = Vec::new();
    for dir in names {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let graph = Graph::of(&dir.join("src"));
        let cycles = graph.cycles();
        eprintln!(
            "{name}: {} files, {} cycles",
            graph.files.len(),
            cycles.len()
        );
        for cycle in &cycles {
            let text = graph.describe(cycle);
            match KNOWN.iter().find(|(k, _)| *k == name) {
                Some((_, why)) => eprintln!("known ({why}): crates/{name}: {text}"),
                None => failures.push(format!("crates/{name}: {text}")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "file-level import cycles:\n{}",
        failures.join("\n")
    );
}

#[test]
fn a_cycle_is_found_and_named() {
    let dir = std::env::temp_dir().join(format!("ply-cycles-{}", std::process::id()));
    fs::create_dir_all(dir.join("src/deep")).unwrap();
    let files = [
        ("lib.rs", "mod low; mod high; mod deep; pub use high::Top;"),
        ("low.rs", "use crate::{Top, deep::Inner}; pub struct Low;"),
        ("high.rs", "use crate::low::Low; pub struct Top;"),
        ("deep/mod.rs", "mod inner; pub use inner::Inner;"),
        (
            "deep/inner.rs",
            "pub struct Inner; #[cfg(test)] mod tests { use crate::low::Low; }",
        ),
    ];
    for (path, text) in files {
        fs::write(dir.join("src").join(path), text).unwrap();
    }
    let graph = Graph::of(&dir.join("src"));
    let cycles = graph.cycles();
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(cycles.len(), 1, "{cycles:?}");
    assert_eq!(
        graph.describe(&cycles[0]),
        "high.rs → low.rs (Low); low.rs → high.rs (Top)"
    );
}

/// A crate's files, and for each the files it depends on with the names that tie them.
struct Graph {
    /// Files relative to `src`, and their module paths.
    files: Vec<(String, Vec<String>)>,
    edges: BTreeMap<usize, BTreeMap<usize, BTreeSet<String>>>,
}

impl Graph {
    fn of(src: &Path) -> Graph {
        let mut files = Vec::new();
        collect(src, src, &mut files);
        files.sort();
        let scans: Vec<Scan> = files
            .iter()
            .map(|(path, module)| {
                let text = fs::read_to_string(src.join(path)).expect("a source file");
                scan(&text, module, &files)
            })
            .collect();
        let crate_ = Crate {
            files: &files,
            scans: &scans,
        };
        let mut edges: BTreeMap<usize, BTreeMap<usize, BTreeSet<String>>> = BTreeMap::new();
        for (from, s) in scans.iter().enumerate() {
            for path in &s.paths {
                if let Some((to, name)) = crate_.resolve(path, 0)
                    && to != from
                {
                    edges
                        .entry(from)
                        .or_default()
                        .entry(to)
                        .or_default()
                        .insert(name);
                }
            }
        }
        Graph { files, edges }
    }

    /// The strongly connected components of more than one file (Tarjan's algorithm).
    fn cycles(&self) -> Vec<Vec<usize>> {
        struct Tarjan<'a> {
            g: &'a Graph,
            index: Vec<Option<usize>>,
            low: Vec<usize>,
            stack: Vec<usize>,
            on: Vec<bool>,
            next: usize,
            out: Vec<Vec<usize>>,
        }
        impl Tarjan<'_> {
            fn visit(&mut self, v: usize) {
                self.index[v] = Some(self.next);
                self.low[v] = self.next;
                self.next += 1;
                self.stack.push(v);
                self.on[v] = true;
                let targets: Vec<usize> = self
                    .g
                    .edges
                    .get(&v)
                    .map(|e| e.keys().copied().collect())
                    .unwrap_or_default();
                for w in targets {
                    match self.index[w] {
                        None => {
                            self.visit(w);
                            self.low[v] = self.low[v].min(self.low[w]);
                        }
                        Some(i) if self.on[w] => self.low[v] = self.low[v].min(i),
                        Some(_) => {}
                    }
                }
                if Some(self.low[v]) == self.index[v] {
                    let mut component = Vec::new();
                    while let Some(w) = self.stack.pop() {
                        self.on[w] = false;
                        component.push(w);
                        if w == v {
                            break;
                        }
                    }
                    if component.len() > 1 {
                        component.sort_unstable();
                        self.out.push(component);
                    }
                }
            }
        }
        let n = self.files.len();
        let mut t = Tarjan {
            g: self,
            index: vec![None; n],
            low: vec![0; n],
            stack: Vec::new(),
            on: vec![false; n],
            next: 0,
            out: Vec::new(),
        };
        for v in 0..n {
            if t.index[v].is_none() {
                t.visit(v);
            }
        }
        t.out.sort();
        t.out
    }

    /// Every edge inside a component, with the names that make it.
    fn describe(&self, component: &[usize]) -> String {
        let mut parts = Vec::new();
        for &from in component {
            for (to, names) in self.edges.get(&from).into_iter().flatten() {
                if component.contains(to) {
                    let names: Vec<&str> = names.iter().map(String::as_str).collect();
                    parts.push(format!(
                        "{} → {} ({})",
                        self.files[from].0,
                        self.files[*to].0,
                        names.join(", ")
                    ));
                }
            }
        }
        parts.join("; ")
    }
}

/// Every `.rs` file under `dir`, with its module path (`lib.rs` and `main.rs` are the root,
/// `a/mod.rs` is `a`).
fn collect(src: &Path, dir: &Path, out: &mut Vec<(String, Vec<String>)>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .expect("a source directory")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(src, &path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let relative = path.strip_prefix(src).unwrap();
            let mut module: Vec<String> = relative
                .iter()
                .map(|s| s.to_string_lossy().trim_end_matches(".rs").to_string())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("lib" | "main" | "mod")
            ) {
                module.pop();
            }
            let name = relative.to_string_lossy().replace('\\', "/");
            out.push((name, module));
        }
    }
}

/// What one file names: absolute module paths (from the crate root) of items it uses, what it
/// imports under which name (to follow re-exports) and what it defines.
#[derive(Default)]
struct Scan {
    /// Paths named by `use` or in code, from the crate root.
    paths: Vec<Vec<String>>,
    /// `use` imports: the name bound and the absolute path, `*` for a glob.
    imports: Vec<(String, Vec<String>)>,
    /// Items defined at the file's top level.
    defines: BTreeSet<String>,
}

struct Crate<'a> {
    files: &'a [(String, Vec<String>)],
    scans: &'a [Scan],
}

impl Crate<'_> {
    /// The file that defines the item a path names, and the name it is known by there.
    fn resolve(&self, path: &[String], depth: usize) -> Option<(usize, String)> {
        // The longest prefix of the path that is a file's module.
        let (file, used) = (0..=path.len()).rev().find_map(|k| {
            self.files
                .iter()
                .position(|(_, m)| m[..] == path[..k])
                .map(|f| (f, k))
        })?;
        let Some(item) = path.get(used) else {
            // The module itself.
            return Some((file, path.last()?.clone()));
        };
        if depth < 8 && !self.scans[file].defines.contains(item) {
            let scan = &self.scans[file];
            if let Some((_, target)) = scan.imports.iter().find(|(n, _)| n == item) {
                let mut next = target.clone();
                next.extend(path[used + 1..].iter().cloned());
                if let Some(found) = self.resolve(&next, depth + 1) {
                    return Some(found);
                }
            }
            for (_, glob) in scan.imports.iter().filter(|(n, _)| n == "*") {
                let mut next = glob.clone();
                next.extend(path[used..].iter().cloned());
                if let Some((f, name)) = self.resolve(&next, depth + 1)
                    && self.scans[f].defines.contains(&name)
                {
                    return Some((f, name));
                }
            }
        }
        Some((file, item.clone()))
    }
}

/// Reads a file's tokens: its `use` trees, the `crate::`, `super::` and `self::` paths of its
/// code, and its top-level definitions, outside `#[cfg(test)]` items.
fn scan(text: &str, module: &[String], files: &[(String, Vec<String>)]) -> Scan {
    let t = tokens(text);
    let mut s = Scan::default();
    // Inline modules open around the current token: (name, brace depth inside it).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    // Re-exports (`pub use`), and the identifiers of the code outside `use` items.
    let mut re_exports = Vec::new();
    let mut words = BTreeSet::new();
    let here = |inline: &[(String, usize)]| -> Vec<String> {
        let mut m = module.to_vec();
        m.extend(inline.iter().map(|(n, _)| n.clone()));
        m
    };
    // Whether a module has a file of its own named `name` among its children.
    let is_child = |m: &[String], name: &str| {
        files
            .iter()
            .any(|(_, f)| f.len() == m.len() + 1 && f[..m.len()] == *m && f[m.len()] == name)
    };
    while i < t.len() {
        match t[i].as_str() {
            "#" if t.get(i + 1).is_some_and(|x| x == "[")
                && t.get(i + 2..).is_some_and(|x| {
                    x.starts_with(&["cfg", "(", "test", ")", "]"].map(String::from))
                }) =>
            {
                i = skip_item(&t, i + 7);
                continue;
            }
            "{" => depth += 1,
            "}" => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "mod" if t.get(i + 2).is_some_and(|x| x == "{") => {
                depth += 1;
                inline.push((t[i + 1].clone(), depth));
                i += 3;
                continue;
            }
            "use" => {
                let end = t[i..]
                    .iter()
                    .position(|x| x == ";")
                    .map_or(t.len(), |e| i + e);
                let m = here(&inline);
                let mut leaves = Vec::new();
                use_tree(&t[i + 1..end], Vec::new(), &mut leaves);
                let public = i > 0 && (t[i - 1] == "pub" || t[i - 1] == ")");
                for (path, name) in leaves {
                    let first = path.first().map(String::as_str).unwrap_or_default();
                    let relative =
                        matches!(first, "crate" | "super" | "self") || is_child(&m, first);
                    if let Some(abs) = relative.then(|| absolute(&path, &m)).flatten() {
                        if public {
                            re_exports.push((name.clone(), abs.clone()));
                        } else if name != "*" {
                            s.paths.push(abs.clone());
                        }
                        if inline.is_empty() {
                            s.imports.push((name, abs));
                        }
                    }
                }
                i = end + 1;
                continue;
            }
            "crate" | "super" | "self"
                if t.get(i + 1).is_some_and(|x| x == "::")
                    && (i == 0 || t[i - 1] != "::")
                    && (i == 0 || t[i - 1] != "use") =>
            {
                let mut path = vec![t[i].clone()];
                let mut j = i + 1;
                while t.get(j).is_some_and(|x| x == "::") && t.get(j + 1).is_some_and(|x| ident(x))
                {
                    path.push(t[j + 1].clone());
                    j += 2;
                }
                if let Some(abs) = absolute(&path, &here(&inline)) {
                    s.paths.push(abs);
                }
                i = j;
                continue;
            }
            "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"
            | "macro_rules"
                if inline.is_empty() && depth == 0 =>
            {
                let name = t[i + 1..]
                    .iter()
                    .find(|x| ident(x) && *x != "mut")
                    .cloned()
                    .unwrap_or_default();
                s.defines.insert(name);
            }
            "mod" if inline.is_empty() && depth == 0 => {
                if let Some(name) = t.get(i + 1) {
                    s.defines.insert(name.clone());
                }
                // Declaring a module is not using it.
                i += 2;
                continue;
            }
            x if ident(x) => {
                words.insert(x.to_string());
            }
            _ => {}
        }
        i += 1;
    }
    // A re-export is a dependency only when the file itself uses the name.
    for (name, abs) in re_exports {
        if words.contains(&name) {
            s.paths.push(abs);
        }
    }
    s
}

/// The index after the item that starts at `i`: its `;` or its closing brace.
fn skip_item(t: &[String], mut i: usize) -> usize {
    // Further attributes first.
    while t.get(i).is_some_and(|x| x == "#") {
        let mut level = 0;
        while i < t.len() {
            match t[i].as_str() {
                "[" => level += 1,
                "]" => {
                    level -= 1;
                    if level == 0 {
                        i += 1;
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
    let mut level = 0usize;
    while i < t.len() {
        match t[i].as_str() {
            ";" if level == 0 => return i + 1,
            "{" => level += 1,
            "}" => {
                level -= 1;
                if level == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// The leaves of a `use` tree: each full path and the name it binds (`*` for a glob).
fn use_tree(t: &[String], prefix: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    if t.is_empty() {
        // After a group's last comma.
        return;
    }
    let mut path = prefix;
    let mut i = 0;
    while i < t.len() {
        match t[i].as_str() {
            "::" | "pub" => {}
            "(" => {
                // `pub(crate)` and the like.
                while i < t.len() && t[i] != ")" {
                    i += 1;
                }
            }
            "{" => {
                // Split the group at its top-level commas.
                let mut level = 0;
                let mut start = i + 1;
                let mut j = i + 1;
                while j < t.len() {
                    match t[j].as_str() {
                        "{" => level += 1,
                        "}" if level == 0 => break,
                        "}" => level -= 1,
                        "," if level == 0 => {
                            use_tree(&t[start..j], path.clone(), out);
                            start = j + 1;
                        }
                        _ => {}
                    }
                    j += 1;
                }
                use_tree(&t[start..j], path, out);
                return;
            }
            "*" => {
                out.push((path, "*".into()));
                return;
            }
            "as" => {
                let name = t.get(i + 1).cloned().unwrap_or_default();
                out.push((path, name));
                return;
            }
            "self" if !path.is_empty() => {}
            x if ident(x) => path.push(x.to_string()),
            _ => {}
        }
        i += 1;
    }
    if let Some(name) = path.last().cloned() {
        out.push((path, name));
    }
}

/// A path from the crate root, from a path as written in module `here`.
fn absolute(path: &[String], here: &[String]) -> Option<Vec<String>> {
    let mut out = here.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            out.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {}
    }
    while rest.first().is_some_and(|x| x == "super") {
        out.pop()?;
        rest = &rest[1..];
    }
    out.extend(rest.iter().cloned());
    Some(out)
}

fn ident(x: &str) -> bool {
    x.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The tokens of Rust source: identifiers, `::` and single punctuation; comments, strings and
/// character literals left out.
fn tokens(src: &str) -> Vec<String> {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut level = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    level += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    level -= 1;
                    i += 2;
                    if level == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = string_end(&c, i + 1);
        } else if ch == '\'' {
            if at(i + 1) == '\\' {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                // A lifetime: its name follows as an identifier.
                i += 1;
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = matches!(word.as_str(), "r" | "br" | "b") && matches!(at(i), '"' | '#');
            if raw && (at(i) == '"' || word != "b") {
                // A raw (or byte) string: r"…", r#"…"#, b"…".
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                if at(i) == '"' {
                    if word == "b" {
                        i = string_end(&c, i + 1);
                    } else {
                        i += 1;
                        loop {
                            if i >= c.len() {
                                break;
                            }
                            if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                                i += 1 + hashes;
                                break;
                            }
                            i += 1;
                        }
                    }
                }
            } else if word == "b" && at(i) == '\'' {
                i += 1;
                if at(i) == '\\' {
                    i += 1;
                }
                i += 2;
            } else {
                out.push(word);
            }
        } else if ch == ':' && at(i + 1) == ':' {
            out.push("::".into());
            i += 2;
        } else {
            out.push(ch.to_string());
            i += 1;
        }
    }
    out
}

/// The index after the closing quote of a string whose text starts at `i`.
fn string_end(c: &[char], mut i: usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}
