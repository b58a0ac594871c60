//! `ply games`: every game and variant of the registry, with its id, name, family (the rules
//! engine it is a preset of), sides and rule options.

use serde_json::{Map, Value, json};

use crate::{args::GamesArgs, fail::Outcome};

pub fn run(args: &GamesArgs) -> Outcome {
    let games = ply_games::registry();
    if args.json {
        let list: Vec<Value> = games
            .iter()
            .map(|g| {
                let rules: Map<String, Value> = g
                    .default_rules()
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), Value::String(v)))
                    .collect();
                json!({"id": g.id(), "name": g.name(), "family": g.family(),
                    "sides": g.side_names(), "rules": rules})
            })
            .collect();
        println!("{}", json!({ "games": list }));
        return Ok(());
    }
    let width = games.iter().map(|g| g.id().len()).max().unwrap_or(0);
    for g in games {
        println!("{:width$}  {}", g.id(), g.name());
        if args.rules {
            for (key, value) in g.default_rules() {
                println!("{:width$}    {key} = {value}", "");
            }
        }
    }
    Ok(())
}
