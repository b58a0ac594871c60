# Lobbyen: hvorfor en udfordring blev afvist.

lobby_too_many_seeks = højst { $most } åbne udfordringer ad gangen
lobby_full = lobbyen er fuld: prøv igen om lidt
lobby_too_many_tokens = højst { $most } udfordringstokens på én socket
lobby_clock_or_days = angiv et ur eller dage pr. træk, ikke begge
lobby_clock_limit = et urs betænkningstid er 1 til { $most } sekunder
lobby_clock_increment = et urs tillæg er 0 til { $most } sekunder
lobby_days = dage pr. træk er en af { $days }
lobby_range = et ratinginterval er to ratings fra 500 til 3500, den laveste først, som 1400-1800, ikke '{ $range }'
lobby_rated_needs_account = log ind for at spille ratede partier
lobby_rated_needs_clock = et ratet parti kræver et ur eller dage pr. træk
lobby_no_seek = der er ingen åben udfordring '{ $id }'
lobby_own_seek = det er din egen udfordring
lobby_seek_taken = en anden spiller tog imod udfordringen først
lobby_not_owner = kun den spiller, der åbnede en udfordring, kan trække den tilbage
lobby_range_needs_account = et ratinginterval er for spillere med en konto: log ind
lobby_range_needs_clock = et ratinginterval kræver et ur eller dage pr. træk
lobby_out_of_range = din rating { $rating } ligger uden for denne udfordrings interval { $range }
