//! `ply --eval`: the evaluation chosen by name or by a weights file, as a value.

#[test]
fn the_evaluation_is_chosen_by_name_or_file() {
    let dir = std::env::temp_dir().join(format!("ply-tune-eval-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.plyw");
    std::fs::write(&good, ply_tune::Weights::zero("kabe").unwrap().to_bytes()).unwrap();
    let broken = dir.join("broken.plyw");
    let mut bytes = ply_tune::Weights::zero("kabe").unwrap().to_bytes();
    bytes[50] ^= 4;
    std::fs::write(&broken, bytes).unwrap();
    let code = |v: &str| ply_tune::choose_eval(v).unwrap_err().0.code().to_string();
    assert_eq!(code("fancy"), "tune_eval");
    assert_eq!(code(broken.to_str().unwrap()), "weights_bad_file");
    let text = ply_tune::choose_eval(broken.to_str().unwrap())
        .unwrap_err()
        .to_string();
    assert!(
        text.contains("broken.plyw") && text.contains("checksum"),
        "{text}"
    );
    use ply_draughts::{
        Variant,
        eval::{Evaluation, LEARNED_BY_DEFAULT},
    };
    let boards = [Variant::kabe(), Variant::international()];
    let in_use = |e: &Evaluation| boards.map(|v| e.learned_in_use(&v));
    let choose = |v: &str| ply_tune::choose_eval(v).unwrap();
    assert_eq!(
        in_use(&Evaluation::default()),
        LEARNED_BY_DEFAULT,
        "the default before any choice"
    );
    assert_eq!(in_use(&choose(good.to_str().unwrap())), [true, true]);
    assert_eq!(in_use(&choose("classic")), [false, false]);
    assert_eq!(in_use(&choose("learned")), [true, true]);
    let default = choose("default");
    assert_eq!(in_use(&default), LEARNED_BY_DEFAULT);
    assert!(
        !default.learned_in_use(&Variant::russian()),
        "no weights: classic"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
