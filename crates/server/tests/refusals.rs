//! Requests the server refuses before any game is touched: paths it does not serve, methods a
//! route does not take, and clocks too short to play.

mod common;

use common::*;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_clock_of_less_than_a_second_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for minutes in [json!(1e-9), json!(0.0166), json!(0)] {
        let body = json!({"game": "chess", "opponent": "local",
                          "clock": {"minutes": minutes, "increment": 0}});
        let (status, answer) = send(c.post(s.url("/api/games")).json(&body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{minutes}: {answer}");
        assert_eq!(answer["error"], "bad_request");
        let message = answer["message"].as_str().unwrap();
        assert!(message.contains("one second"), "{message}");
    }
    let body = json!({"game": "chess", "opponent": "local",
                      "clock": {"minutes": 1.0 / 60.0, "increment": 0}});
    let created = create(&c, &s, body).await;
    assert_eq!(created["state"]["clock"]["white_ms"], 1000);
}
