# Male: seisud (FEN), käigud (SAN ja UCI) ja partiikirjed (PGN).

piece-pawn = ettur
piece-knight = ratsu
piece-bishop = oda
piece-rook = vanker
piece-queen = lipp
piece-king = kuningas

## Käigud

chess_not_move = '{ $text }' pole käik: kirjuta SAN-is (Nf3, exd5, O-O, e8=Q) või UCI-s (g1f3, e7e8q)
chess_promotion_piece = ettur muundub lipuks (Q), vankriks (R), odaks (B) või ratsuks (N)
chess_only_pawn_promotes = muunduda saab ainult ettur
chess_promotion_not_last_rank = ettur muundub alles viimasele horisontaalile jõudes
chess_promotion_needed = viimasel horisontaalil ettur muundub: märgi, milliseks malendiks ({ $example })
castling_moved = vangerdus pole siin lubatud: kuningas või see vanker on juba käinud
castling_in_check = vangerdus pole siin lubatud: kuningas on tule all
castling_blocked = vangerdus pole siin lubatud: kuninga ja vankri vahel on malendeid
castling_attacked = vangerdus pole siin lubatud: ruut, mida kuningas läbib või kuhu ta jõuab, on tule all
chess_no_piece = ruudul { $square } pole malendit
chess_not_your_piece = ruudul { $square } on { $owner } { $piece }, aga käigul on { $turn }
chess_own_piece = ruudul { $square } on sinu enda { $piece }
chess_king_in_check = kuningas jääks tule alla
chess_cannot_reach = { $piece } ruudul { $from } ei pääse ruudule { $to }
chess_none_reaches = ükski { $piece } ei pääse ruudule { $to }
chess_none_on_file = ükski { $piece } { $file }-vertikaalil ei pääse ruudule { $to }
chess_none_on_rank = ükski { $piece } { $rank }. horisontaalil ei pääse ruudule { $to }
chess_none_on_square = ükski { $piece } ruudul { $square } ei pääse ruudule { $to }

## Seisud

fen_empty = FEN on tühi
fen_fields = FEN-is on 4 kuni 6 välja (laud, käigul olev pool, vangerdus, löömine möödudes, poolkäikude loendur, käigu number), mitte { $found }
fen_side = käigul olev pool on 'w' või 'b', mitte '{ $found }'
fen_halfmove_clock = poolkäikude loendur '{ $found }' pole arv
fen_move_number = käigu number '{ $found }' pole arv
fen_ranks = laual on 8 horisontaali, eraldatud märgiga '/', mitte { $found }
fen_rank_char = horisontaal { $rank }: '{ $found }' pole malend (PNBRQK, pnbrqk) ega tühjade ruutude arv
fen_rank_width = horisontaalil { $rank } ('{ $text }') on { $squares ->
    [one] { $squares } ruut
   *[other] { $squares } ruutu
}, mitte 8
fen_castling = vangerdusõigus on '-' või mõni tähtedest 'KQkq', igaüks ühe korra, mitte '{ $found }'
fen_en_passant = möödudes löömise ruut on '-' või ruut 3. või 6. horisontaalil, mitte '{ $found }'
fen_unreadable = FEN-i ei saa lugeda: { $detail }
chess_empty_board = laud on tühi
chess_missing_king = mõlemal poolel peab olema kuningas, üks puudub
chess_too_many_kings = ühel poolel on rohkem kui üks kuningas
chess_pawn_back_rank = ettur seisab esimesel või viimasel horisontaalil
chess_castling_rights = vangerdusõiguseks peavad kuningas ja see vanker olema oma algruutudel
chess_en_passant_square = möödudes löömise ruut ei vasta etturi käigule kahe ruudu võrra
chess_opposite_check = tule all on selle poole kuningas, kes pole käigul
chess_impossible_check = selline tuli ei saa partiis tekkida
chess_too_much_material = malendeid on rohkem, kui etturite muundamine võimaldab
chess_impossible = selline seis pole males võimalik
chess_two_reasons = { $first }; { $second }

## Partiikirjed

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = varianti '{ $variant }' siin ei mängita: ainult tavaline male
