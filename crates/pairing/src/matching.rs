//! Matchings on the players' graph, through rustworkx-core's maximum-weight matching
//! (Edmonds' blossom algorithm with the primal-dual method) and petgraph's maximum
//! matching.

use std::convert::Infallible;

use petgraph::graph::{NodeIndex, UnGraph};

/// A maximum-weight matching of the graph on `n` vertices with `edges` (`u`, `v`, weight
/// ≥ 0), among the maximum-cardinality matchings when `max_cardinality`: each vertex's mate,
/// if any.
pub fn max_weight(
    n: usize,
    edges: &[(usize, usize, i128)],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    let mut graph: UnGraph<(), i128> = UnGraph::with_capacity(n, edges.len());
    for _ in 0..n {
        graph.add_node(());
    }
    for &(u, v, w) in edges {
        graph.add_edge(NodeIndex::new(u), NodeIndex::new(v), w);
    }
    let pairs = rustworkx_core::max_weight_matching::max_weight_matching(
        &graph,
        max_cardinality,
        |e| Ok::<i128, Infallible>(*e.weight()),
        false,
    );
    let mut mate = vec![None; n];
    // The error type is uninhabited: the weights are plain numbers.
    let Ok(pairs) = pairs;
    for (u, v) in pairs {
        mate[u] = Some(v);
        mate[v] = Some(u);
    }
    mate
}

/// Whether the graph on `n` vertices with `edges` has a perfect matching.
pub fn has_perfect(n: usize, edges: &[(usize, usize)]) -> bool {
    if n % 2 == 1 {
        return false;
    }
    let mut graph: UnGraph<(), ()> = UnGraph::with_capacity(n, edges.len());
    for _ in 0..n {
        graph.add_node(());
    }
    for &(u, v) in edges {
        graph.add_edge(NodeIndex::new(u), NodeIndex::new(v), ());
    }
    petgraph::algo::maximum_matching(&graph).is_perfect()
}
