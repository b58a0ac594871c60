use crate::{
    args::ShowArgs,
    board::{Style, render},
    fail::Outcome,
};

pub fn run(args: &ShowArgs) -> Outcome {
    let mut game = args.game.new_game()?;
    for (i, text) in args.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| crate::fail::bad_move(i, text, &e))?;
    }
    let style = Style {
        flipped: args.flip,
        highlight: game.last_move_cells().unwrap_or_default(),
        color: args.use_color(),
    };
    print!("{}", render(&game.diagram(), &style));
    println!("{}", game.position());
    match game.outcome() {
        Some(o) => println!("{}", game.describe(&o)),
        None => println!("{} to move", game.side_name(game.side_to_move())),
    }
    Ok(())
}
