//! What the Linux package (`cargo deb`, README "Install") installs: the man pages and the shell
//! completions build.rs writes beside the binary name every subcommand `allfives --help` lists
//! (and not the hidden one); every icon size is the SVG drawn at that size; the metainfo names
//! this version, the desktop entry and screenshots that exist. `.ci/run` builds the package
//! itself, validates the metainfo and renders the man page.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use resvg::{tiny_skia, usvg};

const BIN: &str = env!("CARGO_BIN_EXE_allfives");
const ASSETS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");

/// The icon sizes the package installs (`[package.metadata.deb]`'s assets).
const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// Where build.rs wrote the man pages and completions: `linux/` beside the binary.
fn generated() -> PathBuf {
    Path::new(BIN)
        .parent()
        .expect("the binary is in a folder")
        .join("linux")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn gunzip(path: &Path) -> String {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut text = String::new();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text
}

/// The subcommands `allfives --help` lists under "Commands:", without `help`.
fn subcommands() -> Vec<String> {
    let out = Command::new(BIN)
        .arg("--help")
        .output()
        .expect("allfives runs");
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).expect("the help is UTF-8");
    let commands: Vec<String> = help
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    assert!(
        commands.len() >= 9 && commands.iter().any(|c| c == "check"),
        "{help}"
    );
    commands
}

#[test]
fn the_man_page_lists_every_subcommand_and_each_has_its_own_page() {
    let page = gunzip(&generated().join("allfives.1.gz"));
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{page}");
    assert!(page.contains(".TH allfives 1"), "{page}");
    assert!(page.contains("\\-\\-saves"), "{page}");
    assert!(
        page.contains(&format!("v{}", env!("CARGO_PKG_VERSION"))),
        "{page}"
    );
    for sub in subcommands() {
        assert!(
            page.contains(&format!("allfives\\-{sub}(1)")),
            "allfives.1 does not list {sub}: {page}"
        );
        let own = gunzip(&generated().join(format!("allfives-{sub}.1.gz")));
        assert!(
            own.contains(&format!(".TH allfives-{sub} 1")),
            "allfives-{sub}.1: {own}"
        );
    }
    assert!(
        !page.contains("save\\-soak"),
        "the hidden command is listed"
    );
    assert!(!generated().join("allfives-save-soak.1.gz").exists());
    assert!(!generated().join("allfives-help.1.gz").exists());
}

#[test]
fn the_completions_of_each_shell_name_every_subcommand() {
    let bash = read(&generated().join("allfives.bash"));
    let zsh = read(&generated().join("_allfives"));
    let fish = read(&generated().join("allfives.fish"));
    assert!(bash.contains("complete -F _allfives"), "{bash}");
    assert!(zsh.starts_with("#compdef allfives"), "{zsh}");
    assert!(fish.contains("complete -c allfives"), "{fish}");
    for sub in subcommands() {
        assert!(bash.contains(&format!("allfives,{sub})")), "bash: {sub}");
        assert!(zsh.contains(&format!("'{sub}:")), "zsh: {sub}");
        assert!(fish.contains(&format!("-a \"{sub}\"")), "fish: {sub}");
    }
    for script in [&bash, &zsh, &fish] {
        assert!(
            !script.contains("save-soak"),
            "the hidden command: {script}"
        );
    }
}

/// The SVG drawn at `size` × `size`, as RGBA pixels.
fn drawn(svg: &usvg::Tree, size: u32) -> Vec<u8> {
    let mut pixmap = tiny_skia::Pixmap::new(size, size).expect("a size above zero");
    let scale = size as f32 / svg.size().width();
    resvg::render(
        svg,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let png = pixmap.encode_png().expect("the pixmap encodes");
    image::load_from_memory(&png)
        .expect("a PNG")
        .into_rgba8()
        .into_raw()
}

/// Set ALLFIVES_DRAW_ICONS=1 to draw them again after changing assets/linux/allfives.svg.
#[test]
fn every_icon_size_and_the_window_icon_are_the_svg_drawn_at_that_size() {
    let svg = usvg::Tree::from_str(
        &read(&Path::new(ASSETS).join("linux/allfives.svg")),
        &usvg::Options::default(),
    )
    .expect("the icon is SVG");
    assert_eq!(svg.size().width(), svg.size().height(), "a square icon");
    let redraw = std::env::var_os("ALLFIVES_DRAW_ICONS").is_some();
    let files = ICON_SIZES
        .iter()
        .map(|&size| (size, format!("linux/icons/allfives-{size}.png")))
        .chain([(256, "icon.png".to_string())]);
    for (size, file) in files {
        let path = Path::new(ASSETS).join(&file);
        let pixels = drawn(&svg, size);
        if redraw {
            image::save_buffer(&path, &pixels, size, size, image::ColorType::Rgba8)
                .expect("the icon is written");
        }
        let icon = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .into_rgba8();
        assert_eq!(icon.dimensions(), (size, size), "{file}");
        assert!(
            icon.into_raw() == pixels,
            "{file} is not assets/linux/allfives.svg drawn at {size} px: \
             ALLFIVES_DRAW_ICONS=1 cargo test --test linux_package draws it again"
        );
    }
}

/// The text between `<tag…>` and `</tag>` for every such element of `xml`, with its attributes.
fn elements<'a>(xml: &'a str, tag: &str) -> Vec<(&'a str, &'a str)> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    xml.match_indices(&open)
        .filter_map(|(at, _)| {
            let rest = &xml[at + open.len()..];
            let end = rest.find('>')?;
            let (attributes, body) = (&rest[..end], &rest[end + 1..]);
            Some((attributes, &body[..body.find(&close)?]))
        })
        .collect()
}

#[test]
fn the_metainfo_names_this_version_the_desktop_entry_and_screenshots_that_exist() {
    let metainfo = read(&Path::new(ASSETS).join("linux/io.github.allfives.allfives.metainfo.xml"));
    let release = metainfo.split("<release ").nth(1).expect("a release");
    assert!(
        release.starts_with(&format!("version=\"{}\"", env!("CARGO_PKG_VERSION"))),
        "the newest release is not Cargo.toml's version: {release}"
    );
    let launchable = elements(&metainfo, "launchable");
    assert_eq!(launchable, [(" type=\"desktop-id\"", "allfives.desktop")]);
    let desktop = read(&Path::new(ASSETS).join("linux/allfives.desktop"));
    for line in ["Exec=allfives", "Icon=allfives", "StartupWMClass=allfives"] {
        assert!(desktop.lines().any(|l| l == line), "{line}: {desktop}");
    }
    let images = elements(&metainfo, "image");
    assert!(images.len() >= 3, "{images:?}");
    for (_, url) in images {
        let name = url
            .rsplit_once("/assets/screenshots/")
            .unwrap_or_else(|| panic!("{url} is not one of assets/screenshots"))
            .1;
        let shot = image::open(Path::new(ASSETS).join("screenshots").join(name))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            shot.width() >= 620,
            "{name}: too small for a software centre"
        );
    }
    let captions = elements(&metainfo, "caption");
    let kreyol = captions
        .iter()
        .filter(|(attributes, _)| attributes.contains("xml:lang=\"ht\""))
        .count();
    assert_eq!(
        kreyol * 2,
        captions.len(),
        "every caption in Kreyòl too: {captions:?}"
    );
}
