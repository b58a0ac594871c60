//! A tiny tuning run: deterministic to the byte, and better than knowing nothing on positions it
//! did not fit.

use ply_tune::{FitOptions, TuneOptions, read_samples, tune, write_samples};

fn tiny(game: &str, seed: u64) -> TuneOptions {
    TuneOptions {
        game: game.to_string(),
        games: 12,
        nodes: 300,
        seed,
        rounds: 1,
        fit: FitOptions {
            epochs: 60,
            ..FitOptions::default()
        },
    }
}

#[test]
fn a_tiny_run_repeats_from_its_seed_and_beats_the_constant_model() {
    for game in ["kabe", "draughts"] {
        let (fit, samples) = tune(&tiny(game, 7), None, &mut |_| {}).unwrap();
        let (again, same) = tune(&tiny(game, 7), None, &mut |_| {}).unwrap();
        assert_eq!(samples, same, "{game}: the same positions");
        assert_eq!(fit.weights.to_bytes(), again.weights.to_bytes(), "{game}");
        let (other, _) = tune(&tiny(game, 8), None, &mut |_| {}).unwrap();
        assert_ne!(
            fit.weights.to_bytes(),
            other.weights.to_bytes(),
            "{game}: another seed"
        );
        assert!(samples.len() > 200, "{game}: {} positions", samples.len());
        assert!(
            fit.held_loss < fit.held_constant,
            "{game}: held out {} against the constant model's {}",
            fit.held_loss,
            fit.held_constant
        );
        // The positions written and read back fit to the same weights.
        let read = read_samples(game, &write_samples(game, &samples)).unwrap();
        assert_eq!(read, samples);
        let (refit, _) = tune(&tiny(game, 7), Some(read), &mut |_| {}).unwrap();
        assert_eq!(refit.weights.to_bytes(), fit.weights.to_bytes());
    }
}

#[test]
fn two_phases_fit_two_tables_per_region_and_repeat() {
    let game = "draughts";
    let (_, samples) = tune(&tiny(game, 7), None, &mut |_| {}).unwrap();
    let phased = |samples: Vec<ply_tune::Sample>| {
        let mut options = tiny(game, 7);
        options.fit.phases = 2;
        tune(&options, Some(samples), &mut |_| {}).unwrap().0
    };
    let fit = phased(samples.clone());
    assert_eq!(fit.weights.phases, 2);
    let half = fit.weights.tables.len() / 2;
    assert_eq!(half, 16 * 6561);
    assert_ne!(fit.weights.tables[..half], fit.weights.tables[half..]);
    assert!(fit.held_loss < fit.held_constant);
    let bytes = fit.weights.to_bytes();
    assert_eq!(phased(samples).weights.to_bytes(), bytes);
    assert_eq!(ply_tune::Weights::from_bytes(&bytes).unwrap(), fit.weights);
}

#[test]
fn terms_are_fitted_beside_the_tables_and_repeat() {
    for (game, count) in [("kabe", 4 + 32), ("draughts", 4 + 50)] {
        let (plain, samples) = tune(&tiny(game, 7), None, &mut |_| {}).unwrap();
        assert!(
            plain.weights.terms.is_empty(),
            "{game}: no terms unless asked"
        );
        let with_terms = |samples: Vec<ply_tune::Sample>| {
            let mut options = tiny(game, 7);
            options.fit.terms = true;
            tune(&options, Some(samples), &mut |_| {}).unwrap().0
        };
        let fit = with_terms(samples.clone());
        assert_eq!(fit.weights.terms.len(), count, "{game}");
        // The balance of the wings is in every game's positions: it gets a weight.
        assert_ne!(fit.weights.terms[1], 0, "{game}: {:?}", fit.weights.terms);
        assert!(fit.held_loss < fit.held_constant, "{game}");
        let bytes = fit.weights.to_bytes();
        assert_eq!(with_terms(samples).weights.to_bytes(), bytes, "{game}");
        assert_eq!(ply_tune::Weights::from_bytes(&bytes).unwrap(), fit.weights);
    }
}

#[test]
fn bad_positions_and_games_are_refused() {
    let code = |r: Result<Vec<ply_tune::Sample>, ply_tune::WeightsError>| {
        r.unwrap_err().0.code().to_string()
    };
    assert_eq!(code(read_samples("kabe", b"nonsense")), "tune_data_bad");
    let one = ply_tune::Sample {
        pieces: [1 << 40, 1],
        kings: 0,
        white_to_move: true,
        result: 0,
        score: 3,
    };
    let bytes = write_samples("draughts", &[one]);
    assert_eq!(read_samples("draughts", &bytes).unwrap(), vec![one]);
    assert_eq!(code(read_samples("kabe", &bytes)), "tune_data_bad");
    assert_eq!(
        code(read_samples("draughts", &bytes[..bytes.len() - 1])),
        "tune_data_bad"
    );
    // A piece on a ghost bit of the 8×8 board.
    let ghost = ply_tune::Sample {
        pieces: [1 << 8, 1],
        ..one
    };
    assert_eq!(
        code(read_samples("kabe", &write_samples("kabe", &[ghost]))),
        "tune_data_bad"
    );
    assert_eq!(code(read_samples("chess", &bytes)), "weights_game");
    assert!(ply_tune::variant_of("russian").is_err());
    let options = TuneOptions {
        game: "chess".into(),
        ..tiny("kabe", 1)
    };
    assert_eq!(
        tune(&options, None, &mut |_| {}).unwrap_err().0.code(),
        "weights_game"
    );
}
