# De lobby: waarom een zoekopdracht geweigerd is.

lobby_too_many_seeks = hoogstens { $most } open uitdagingen tegelijk
lobby_full = de lobby is vol: probeer het zo opnieuw
lobby_too_many_tokens = hoogstens { $most } uitdagingstokens op één socket
lobby_clock_or_days = geef een klok of dagen per zet, niet allebei
lobby_clock_limit = de bedenktijd van een klok is 1 tot { $most } seconden
lobby_clock_increment = de increment van een klok is 0 tot { $most } seconden
lobby_days = dagen per zet zijn een van { $days }
lobby_range = een ratingbereik is twee ratings van 500 tot 3500, de laagste eerst, zoals 1400-1800, niet '{ $range }'
lobby_rated_needs_account = log in om partijen met rating te spelen
lobby_rated_needs_clock = een partij met rating vraagt een klok of dagen per zet
lobby_no_seek = er is geen open uitdaging '{ $id }'
lobby_own_seek = dit is je eigen uitdaging
lobby_seek_taken = een andere speler heeft deze uitdaging eerder aangenomen
lobby_not_owner = alleen wie een uitdaging opende, kan die intrekken
lobby_range_needs_account = een ratingbereik is voor spelers met een account: log in
lobby_range_needs_clock = een ratingbereik vraagt een klok of dagen per zet
lobby_out_of_range = je rating { $rating } valt buiten het bereik { $range } van deze uitdaging
