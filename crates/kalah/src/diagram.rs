//! The Kalah board as a [`Diagram`]: the cells in sowing order from South's pit 1 — South's
//! pits, South's store, North's pits, North's store — with their seed counts.

use ply_core::{
    Game, MoveEntry, PositionError, Side, ToDiagram, Verdict,
    diagram::{Cell, Diagram, Layout, check_cell_count},
};

use crate::{Kalah, KalahRules, Pit};

impl ToDiagram for Kalah {
    fn diagram(&self) -> Diagram {
        let p = usize::from(self.rules().pits());
        let cells = self
            .counts()
            .iter()
            .enumerate()
            .map(|(i, &count)| {
                let in_row = i % (p + 1);
                Cell {
                    // A store is labelled with its owner's name.
                    label: if in_row == p {
                        Kalah::side_name(if i == p { Side::White } else { Side::Black }).to_string()
                    } else {
                        (in_row + 1).to_string()
                    },
                    playable: true,
                    dark: false,
                    piece: None,
                    count: u32::from(count),
                }
            })
            .collect();
        Diagram {
            layout: Layout::Pits {
                pits: self.rules().pits(),
            },
            cells,
        }
    }

    /// The sown pit of the side to move.
    fn move_cells(&self, mv: Pit) -> Vec<usize> {
        let p = usize::from(self.rules().pits());
        let row = match self.side() {
            Side::White => 0,
            Side::Black => p + 1,
        };
        vec![row + mv.index()]
    }

    /// The counts of the pits and stores, written as a position text and read back.
    fn set_up(rules: &KalahRules, cells: &[Cell], to_move: Side) -> Result<Kalah, PositionError> {
        check_cell_count(cells, 2 * usize::from(rules.pits()) + 2)?;
        let counts: Vec<String> = cells.iter().map(|c| c.count.to_string()).collect();
        let side = match to_move {
            Side::White => 'S',
            Side::Black => 'N',
        };
        Kalah::from_text(&format!("{} {side}", counts.join(",")), rules)
    }
}

impl MoveEntry for Kalah {}

#[cfg(test)]
mod tests {
    use ply_core::{Game, Side, ToDiagram, diagram::Layout};

    use crate::{Kalah, KalahRules};

    #[test]
    fn cells_follow_the_position_text() {
        let pos =
            Kalah::from_text("1,2,3,4,5,6,7,8,9,10,11,0,0,6 N", &KalahRules::default()).unwrap();
        let d = pos.diagram();
        assert_eq!(d.layout, Layout::Pits { pits: 6 });
        let counts: Vec<u32> = d.cells.iter().map(|c| c.count).collect();
        assert_eq!(counts, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 0, 6]);
        assert_eq!(d.cells[7].label, "1");
        assert_eq!(d.cells[13].label, "north");
        assert_eq!(d.cells[6].label, "south");
        let mv = pos.parse_move("2").unwrap();
        assert_eq!(pos.move_cells(mv), [8], "North's pit 2");
    }

    #[test]
    fn a_set_up_of_counts_reads_as_its_text() {
        let rules = KalahRules::default();
        let pos = Kalah::from_text("1,2,3,4,5,6,7,8,9,10,11,0,0,6 N", &rules).unwrap();
        let again = Kalah::set_up(&rules, &pos.diagram().cells, Side::Black).unwrap();
        assert_eq!(again.to_text(), pos.to_text());
        let mut cells = pos.diagram().cells;
        cells[0].count += 1;
        assert!(
            Kalah::set_up(&rules, &cells, Side::Black).is_err(),
            "one seed too many"
        );
        assert!(Kalah::set_up(&rules, &cells[..4], Side::Black).is_err());
    }
}
