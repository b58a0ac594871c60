//! Rule options as a request gives them, shared by the routes that start a game or read a
//! position and by the analysis socket.

use std::collections::BTreeMap;

use ply_core::msg;
use serde::Deserialize;
use serde_json::Value;

use crate::error::ApiError;

/// Rule options as an object `{"pits": 4}` or as pairs `[["pits", "4"]]`.
#[derive(Deserialize)]
#[serde(untagged)]
pub(crate) enum RulesBody {
    Object(BTreeMap<String, Value>),
    Pairs(Vec<(String, String)>),
}

/// The options as `[key, value]` pairs (a number or a boolean as its text).
pub(crate) fn rule_pairs(rules: Option<RulesBody>) -> Result<Vec<(String, String)>, ApiError> {
    match rules {
        None => Ok(Vec::new()),
        Some(RulesBody::Pairs(pairs)) => Ok(pairs),
        Some(RulesBody::Object(map)) => map
            .into_iter()
            .map(|(k, v)| match v {
                Value::String(s) => Ok((k, s)),
                Value::Bool(_) | Value::Number(_) => Ok((k, v.to_string())),
                _ => Err(ApiError::invalid_json(
                    msg!("rule_value_type", key = k.as_str()).text(crate::lang::current()),
                )),
            })
            .collect(),
    }
}
