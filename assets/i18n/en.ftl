# English UI strings of allfives. Every string the app shows lives here and in ht.ftl.
# Terms follow ../shared/GLOSSARY.md.

app-title = allfives
language = Language
new-match = New match
players = Players
player-n = Player { $n }
add-player = Add player
remove-player = Remove
teams-toggle = Play as two teams (partners sit opposite)
teams-line = Teams: { $a } vs { $b }
variant = Game
target = Target
target-line = to { $target }
target-hint = first to reach it wins
start-match = Start match
start-waits = To start: { $why }
name-placeholder = a name, as the table says it
new-match-hint = Names in seating order: play passes to the left, down this list.
resume-note = Reopened the unfinished match: { $players }.
who-leads = Who leads hand { $n }?
draw-lots = Draw lots
lots-drawn = The lot says { $name } leads.
leads = { $name } leads
hand-turn = Hand { $n } · { $name } to play
hand-leads = Hand { $n } · { $name } leads
hand-announces = Hand { $n } · { $name } announces
hand-over-top = Hand { $n } is over
scores = Scores
turn-title = { $name }'s turn
tiles-in-hand = Tiles left in hand
tiles-n = { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
boneyard-n = Boneyard: { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
boneyard-reserve = Boneyard: { $n } ({ $reserve } never drawn)
draw = Draw
pass = Pass
draw-hint = Draw when you have no tile that fits
pass-hint = Pass only when nothing is left to draw
undo = Undo
undo-what = Undo: { $what }
redo = Redo
redo-what = Redo: { $what }
nothing-to-undo = Nothing to undo
scores-points = { $name } scores { $points }
not-scored-over = not scored: { $name } would pass { $target }
not-scored-over-team = not scored: { $name } would pass { $target }
not-scored-won = not scored: the match is won
log-knock = { $name } knocked
chip-out-line = { $name } chipped out: + 1 with the last tile
chip-out-not-scored = { $name } chipped out: + 1 with the last tile · { $why }
blocked-nobody = Nobody scores: a blocked hand scores nothing in Fives and Threes
no-points = no points
count-lead = { $count } · { $result }
pick-lead = { $name } leads: pick the lead tile below.
pick-lead-keys = { $name } leads: type the lead tile's halves (5 3).
pick-tile = { $name }: pick the tile placed.
choose-end = [{ $tile }] fits more than one place: press the arrow on an end, click it, or choose
cancel = Cancel
end-spinner-side = on { $pips } — spinner side
end-spinner-tip = on { $pips } — spinner tip
end-of = on { $pips } — end of [{ $tile }]
end-double = on { $pips } — side of [{ $tile }]
hand-over = The hand is over
dominoed = { $name } dominoed
chipped-out = { $name } chipped out
blocked = The game is blocked
holds-title = What { $name } holds ({ $n ->
    [one] 1 tile
   *[other] { $n } tiles
})
holds-hint = Tap the tiles they show, or type their pip total.
pip-total = Pip total
holds-sum = { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
}
holds-sum-tapped = { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
} · { $tapped } of { $count ->
    [one] 1 tile
   *[other] { $count } tiles
} tapped
settle-preview = Settlement
settle-opponents = Pips of { $names }: { $sum }
settle-each = Pips of { $names }, each rounded: { $sum }
settle-difference = Pips of { $names } less those of { $winners }: { $sum }
settle-own = Pips of { $name }: { $sum }
settle-scale = On the match's scale: { $sum }
names-and = { $a } and { $b }
award = { $name } scores { $points }
award-own = { $name } loses { $points }
tie-nobody = Tie for fewest pips: nobody scores
fewest-pips = Fewest pips: { $comparison }
split = { $a } and { $b } split { $points }: half, rounded down to { $share } each
needs-holds = Enter what each player holds to see the settlement.
next-hand = Next hand
next-hand-leader = Next hand · { $name } leads
next-hand-lots = Settle the hand
finish-match = Show the winner
winner = { $name } wins the match!
final-scores = Final scores
last-hand = Last hand
this-hand = This hand
open-ends = Open ends
picker-title = Click the tile just placed · played tiles are nearly gone · tiles that fit nowhere are dim
save-failed = Could not save the match to { $file }: { $why }
load-failed = Could not open { $file }: { $why }. The file was left as it is.
ev-deal = the deal of hand { $n }
ev-place = { $name }'s [{ $tile }]
ev-draw = { $name }'s draw
ev-pass = { $name }'s pass
ev-knock = { $name }'s knock
ev-says = { $name }'s announcement
ev-muggins = { $name }'s muggins call
ev-holds = { $name }'s tiles in hand
ev-tally = the hand's settlement
log-draw = { $name } drew { $n ->
    [one] a tile
   *[other] { $n } tiles
}
log-pass = { $name } passed
log-place = { $name }: [{ $tile }] { $arith } · { $result }
match-won-by-play = { $name } reached the target with that play.
window-won = The table moved on with the muggins window open: that closed it, the last count won the match, and what was entered after it was not kept.
rules-source = Rules: pagat.com All Fives (John McLeod); ☰ → Rules has them all.
hr-title = House rules
hr-reset-note = Changing the game resets these to its preset.
variant-all-fives = The first double spins; a total that is a multiple of 5 scores. (pagat All Fives)
variant-five-up = Every double spins; multiples of 5 score; kept ÷5 to 61. (pagat Five Up)
variant-muggins = No spinner, two ends; at the end each side loses its own pips. (pagat Muggins)
variant-fives-and-threes = No spinner; 1 point per 5 and per 3 the total divides by (15 → 8); no drawing; exactly 61. (pagat, pub leagues)
variant-all-threes = The first double spins; multiples of 3 score; pips round to the nearest 3. (this app's rule)
deal = Tiles dealt
deal-pagat = pagat: 9 / 7 / 5
deal-european = European: 7 / 5 / 5
deal-newsome-born = Newsome & Born: 7 / 7 / 7
deal-preset = { $variant }: { $sizes }
deal-each = { $n } each
deal-help = Tiles each for 2 / 3 / 4 players; the rest is the boneyard. (pagat; Play Dominoes Like a Champion)
draw-when-able = Draw even when a tile fits
draw-when-able-help = The main rule forbids drawing while holding a tile that fits; some tables allow it. The app cannot see the hands: it accepts every draw, and the record says which rule the table played. (pagat)
reserve = Tiles never drawn
reserve-help = The last 0, 1 or 2 tiles stay in the boneyard. (pagat; Foster's Hoyle)
end-of-hand = End of hand
end-of-hand-help = What the winner of a hand scores from the tiles left in hand. (pagat)
eoh-opponents = Winner scores all opponents' pips, rounded to { $unit }
eoh-opponents-each = Each opponent's pips rounded, then added (older texts)
eoh-difference = Opponents' pips minus the winner's own (some US tables)
eoh-own = Everyone loses their own pips, rounded (pagat Muggins)
eoh-chip-out = End of hand: 1 point for chipping out; a blocked hand scores nothing. (pagat)
scale = Scale
scale-points = Points
scale-fives = Fives (÷5, cribbage board to 61)
scale-threes = Threes (÷3)
scale-help = Every score divided by 5 (or 3) and pegged to 61: the same game, counted smaller. (pagat)
exact-target = exactly
exact-target-help = Exactly: a score that would pass the target is not scored (59 + 3 stays 59). (pagat)
muggins-rule = Muggins
muggins-off = Off: the app counts every play
muggins-forfeit = Forfeit: a caught miss loses its points
muggins-steal = Steal: the caller takes the points (Britannica; Hoyle)
muggins-help = Players announce their points; an opponent may call "Muggins!" on a wrong or missing announcement.
chip-out-point = + 1 for chipping out
knock = Knock
knock-hint = Fives and Threes has no drawing: knock when no tile fits
pegboard = Cribbage board
announce = { $name } announces
announce-button = Announce
announced = { $name } said { $points }
call-muggins = Muggins! called by
muggins-called = Muggins! { $caller } calls on { $name }: the board counts { $arith }
muggins-window = Announcements and calls for this placement close with the next entry.
await-announce = { $name } placed [{ $tile }]: announce the points
close-window = No call: count it
back-to-match = Back to the match
not-a-total = '{ $text }' is not a pip total: type a whole number
sum-tiles = { $n } tiles each
sum-reserve = { $n } kept in the boneyard
sum-muggins-forfeit = muggins: forfeit
sum-muggins-steal = muggins: steal
sum-exactly = to exactly { $target }
# Refusals of the engine: the same words as the engine's own text (what `allfives check` prints),
# with a capital letter. src/app/text.rs tests that the two agree.
err-already-played = { $tile } is already on the table
err-not-on-table = { $tile } cannot go on { $on }: { $on } is not on the table
err-does-not-fit = { $tile } does not fit: { open-ends-list }
err-does-not-fit-on = { $tile } does not fit on { $on }: { open-ends-list }
open-ends-list = { $count ->
    [0] there is no open end
    [1] the open end is { $last }
   *[other] open ends are { $rest } and { $last }
}
open-end-on = { $pips } (on { $tile })
err-ambiguous = { $tile } fits more than one place: say which, e.g. '{ $tile } on { $first }' (it fits on { $places })
err-not-your-turn = It is { $expected }'s turn, not { $got }'s
err-wrong-leader = { $expected } leads this hand, not { $got }
err-no-hand = No hand has started: write 'hand' first
err-lead-first = A hand starts with its lead (a placement)
err-hand-over = The hand is over: only holds, says and muggins may follow
err-hand-not-over = The previous hand has not ended
err-match-over = The match is over: { $winner } won
err-draw-zero = Draw 0 draws nothing: write 'draw' or 'draw N' with N of 1 or more
err-draw-too-many = Cannot draw { $asked }: only { $available } can be drawn from the boneyard
err-draw-too-many-reserve = Cannot draw { $asked }: only { $available } can be drawn, because the house rule keeps the last { $reserve ->
    [one] tile
   *[other] { $reserve } tiles
} in the boneyard, never drawn
err-no-drawing = This variant has no drawing: a player who cannot play knocks (pass)
err-pass-while-drawable = Cannot pass while the boneyard has { $available } to draw
err-muggins-off = The muggins rule is off: there is nothing to announce or call
err-missing-holds = { $player }'s tiles in hand are needed to settle the hand: tap them or type their pip total
err-unknown-player = There is no player { $n }
err-setup = The match cannot be played: { $why }
mug-window-closed = There is no placement to announce or call: its window has closed
mug-too-late = Too late to call muggins: { $why }
mug-not-placer = { $who } cannot announce { $placer }'s placement: only the player who placed it announces
mug-already-announced = { $placer } has already announced this placement
mug-after-call = Too late to announce: muggins was already called
mug-still-announcing = Muggins refused: { $placer } is still announcing
mug-announce-first = { $placer } announces first: Muggins! can be called until the count is credited
mug-second-call = { $first } already called muggins on this placement; there is one call per placement
mug-own = { $caller } cannot call muggins on their own placement: only an opponent can
mug-partner = { $caller } cannot call muggins on their partner's placement: only an opponent can
mug-scores-nothing = Muggins refused: { $placer }'s placement scores nothing
mug-right = Muggins refused: { $placer } announced { $points } and the placement scores { $points }
holds-before-end = Holds before the hand has ended
holds-after-settled = Holds after the hand was settled
holds-twice = { $name } has already shown their tiles
holds-too-many-pips = { $name } holds { $has ->
    [one] 1 tile
   *[other] { $has } tiles
}: at most { $max } pips, not { $pips }
holds-count = { $name } holds { $has ->
    [one] 1 tile
   *[other] { $has } tiles
}, not { $listed }
holds-on-table = { $tile } is on the table
holds-listed-twice = { $tile } is listed twice
holds-in-other-hand = { $tile } is already in { $other }'s hand
holds-must-hold = { $name }'s { $n ->
    [one] tile
   *[other] { $n } tiles
} must hold { $pips } pips: every other tile is in a hand already
holds-cannot-hold = { $name }'s { $n ->
    [one] tile
   *[other] { $n } tiles
} cannot hold { $pips } pips: with the tiles not on the table and what the others hold, { $n ->
    [one] it holds
   *[other] they hold
} { $min } to { $max }
holds-cannot-hold-only = { $name }'s { $n ->
    [one] tile
   *[other] { $n } tiles
} cannot hold { $pips } pips: with the tiles not on the table and what the others hold, { $n ->
    [one] it holds
   *[other] they hold
} only { $totals }
holds-cannot-hold-none = { $name }'s { $n ->
    [one] tile
   *[other] { $n } tiles
} cannot hold { $pips } pips: what the others hold cannot be met
holds-needed-by-others = { $name } cannot hold { $tiles }: what the others hold needs some of those tiles
# Why the new-match form cannot start a match: the engine's words for the players' names
# (RULES.md §2), and anything else the engine refuses in its own words.
setup-no-name = Player { $n } has no name
setup-reserved-character = The name '{ $name }' cannot contain ':', ',', '#' or '&'
setup-reserved-name = '{ $name }' cannot be a player's name
setup-same-name = Two players are named '{ $name }'
setup-player-count = A match has 2 to 4 players, not { $n }
setup-teams-need-four = Teams need four players
setup-not-two-pairs = Teams must be two pairs of players
setup-refused = { $why }
log-hidden = { $name }: [{ $tile }] … (waiting for the announcement)
log-hidden-said = { $name }: [{ $tile }] … (calls are open until the next entry)
## issue 7: table flow (keyboard entry, corrections, table mode, tally) — flow
# A team's verb agrees with its two names (Ben & Dee score 10): the "-team" forms.
scores-points-team = { $name } score { $points }
award-team = { $name } score { $points }
award-own-team = { $name } lose { $points }
winner-team = { $name } win the match!
keys-menu = Keys (?)
table-mode-menu = Table mode (F11)
menu-table-only = For the table: start a match first.
menu-table-only-back = For the table: go back to the match first.
row-drew = drew { $n ->
    [one] a tile
   *[other] { $n } tiles
}
row-passed = passed
row-knocked = knocked
key-choose-end = [{ $tile }] still waits for its end: press the arrow on it ({ $arrows }), or Esc to drop it
key-not-on-pad = The pad has no { $n }: announce { $pad }, or N if nothing was said
key-already-said = The announcement is said already: M calls Muggins!, C is No call
key-no-window = No placement to announce or call on: its window has closed
key-settlement-closes = The hand is over: its settlement counts the last placement (Muggins! can still be called until then)
key-no-muggins = This match has no muggins rule: nothing to announce or call
key-no-seat = No seat { $seat }: M, then 1 to { $n }
key-call-whom = Who calls Muggins? M, then the caller's seat number
key-no-such-half = No half of a tile has { $n } pips: type 0 to 6
key-no-drawing = This game has no drawing: P knocks
keys-button = ? Keys
keys-title = Keys
key-tile = a tile: its two halves (5 3 enters [5-3])
key-end = when the tile fits several ends: the arrow drawn on the end, the way of its arm
key-arrows = two ends on one arm (Five Up): the arrow again lights the next, Enter places
key-announce = the announcement: its number (1 0); Enter when a longer one could follow
key-said-nothing = the placer said nothing
key-call = Muggins!: M, then the caller's seat number
key-no-call = No call: count it
key-draw = draw: D, then how many (D Enter draws one)
key-pass = pass (knock in Fives and Threes)
key-knock = knock: no tile fits (this game has no drawing)
key-escape = cancel what is being typed or chosen
key-undo = undo (first cancels what is being entered)
key-redo = redo
key-holds = at a hand's end: the pip total of the player asked for; Enter enters it
key-leader = who leads: the seat number, or L to draw lots
key-table-mode = table mode: big type for the middle of the table
key-zoom = zoom in, zoom out, back to 100 %
key-help = this list
close = Close
picker-keys = Click the tile just placed, or type its halves (5 3) · D draws · P passes · ? lists the keys
picker-keys-knock = Click the tile just placed, or type its halves (5 3) · P knocks · ? lists the keys
picker-keys-end = [{ $tile }] waits for its end: press the arrow on it ({ $arrows }), or Esc to drop it
picker-keys-end-enter = [{ $tile }] waits for its end: press the arrow on it ({ $arrows }; again for the next end on its arm, then Enter), or Esc to drop it
picker-keys-pad = Type the announcement ({ $keys } says { $n }) · N said nothing · ? lists the keys
picker-keys-pad-knock = Type the announcement ({ $keys } says { $n }) · N said nothing · ? lists the keys
pick-no-fit = { $tile } does not fit: { $count ->
    [0] there is no open end
    [1] the open end is { $last }
   *[other] the open ends are { $rest } and { $last }
}
undo-pending = Undo: { $what } (not entered)
undo-changing = Undo: stop changing this entry
hand-who-leads = Hand { $n } · who leads?
hand-n = Hand { $n }
this-hand-n = Hand { $n } · click an entry to change it
draw-several = Or draw several at once:
draw-n = Draw { $n } tiles
change = Change
change-cancel = Cancel the change
changing = Changing { $name }'s entry: enter what { $name } did instead (tile, draw or pass)
change-done = Changed { $old } to { $new }{ $n ->
    [0] .
    [one] ; 1 later entry replayed.
   *[other] ; { $n } later entries replayed.
}
change-stopped = { $entry } no longer fits ({ $why }): stopped there, { $n ->
    [one] 1 entry was not kept.
   *[other] { $n } entries were not kept.
}
change-undo = Undo the change
change-undone = The change was undone: the match is as it was.
entry-on = { $entry } on [{ $on }]
entry-draw-n = { $entry } of { $n }
score-view = How the scores are shown
view-numbers = Numbers
view-pegboard = Board
tally-legend = Each / is { $stroke }, each X { $cross }, each group of five Xs { $group }
view-tally = Tally
table-mode = Table mode
table-mode-exit = Leave table mode (F11)
table-mode-choose = [{ $tile }] fits { $n } places: press the arrow on the end
table-mode-lead = { $name } leads: type the lead tile
final-layout = The layout as the hand ended: { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
holds-known = { $name } holds every tile not on the table: filled in.
holds-typing = Typing this pip total: Enter when done.
rules-source-all-fives = Rules: pagat.com All Fives (John McLeod); ☰ → Rules has them all.
rules-source-five-up = Rules: pagat.com Five Up (John McLeod); ☰ → Rules has them all.
rules-source-muggins = Rules: pagat.com Muggins (John McLeod), the muggins call from Britannica and Foster's Hoyle; ☰ → Rules has them all.
rules-source-fives-and-threes = Rules: pagat.com Fives and Threes (John McLeod) and English pub-league rules; ☰ → Rules has them all.
rules-source-all-threes = Rules: this app's own rule, All Fives counted in threes; ☰ → Rules has them all.
## The Rules screen (☰ → Rules, and the form's House rules): each variant and house rule in a
## paragraph with its source, so a table can settle "is that the rule?" from the app.
rules-menu = Rules
rules-open = Read the rules
rules-title = Rules
rules-back = ← Back
rules-intro = allfives keeps score for the All Fives family of domino games, played with a double-six set of 28 tiles. Each rule below says where it comes from: pagat.com (John McLeod's pages), Encyclopaedia Britannica "Muggins", Foster's Complete Hoyle (1897), English pub-league rules, or this app's own decision where the sources are silent or disagree.
rules-count-title = Counting
rules-para-count = After each placement, add up the open ends; a blank counts 0. Doubles are placed crosswise: a double counts both halves while one of its long sides is free. The spinner is the double played on four ways: the first two tiles against it go on its sides; it counts both halves while a side is free and 0 once both are covered; only then may tiles go on its tips, opening a third and a fourth arm. A total that scores goes at once to the player who placed the tile. Source: pagat.com All Fives.
rules-example-title = The spinner led (the rules card's example)
rules-example-head = Placement | Open ends | Total | Points
rules-example-1 = [5-5] led, the spinner | 10 | 10 | 10
rules-example-2 = [5-0] on a side | 10 + 0 | 10 | 10
rules-example-3 = [5-3] on the other side | 0 + 3 | 3 | 0
rules-example-4 = [5-2] opens a third arm | 0 + 3 + 2 | 5 | 5
rules-example-5 = [5-6] opens the fourth arm | 0 + 3 + 2 + 6 | 11 | 0
rules-variants-title = The games
rules-house-title = House rules
rules-variant-all-fives = The first double played spins, whether or not it was the lead. A total that is a multiple of 5 scores that many points; the best single play is 35 ([6-6], [5-5] and [4-4] ending three arms and a 5 on the fourth). Preset: 9 / 7 / 5 tiles each for 2 / 3 / 4 players, the winner of a hand scores the opponents' pips rounded to 5, to 250 for two players and 200 for three or four. Source: pagat.com All Fives.
rules-variant-five-up = Every double spins, so the layout spreads and five ends can count at once. Multiples of 5 score, with no cap on a single play. Preset: 5 tiles each, every score divided by 5 and pegged to 61 on a cribbage board. Source: pagat.com Five Up.
rules-variant-muggins = No double spins: the line has two ends, and a double counts both halves while its far side is free; the best single play is 20. Multiples of 5 score. Preset: 7 / 7 / 5 tiles each; at the end of a hand every player loses their own pips, rounded to 5; to 200; points are announced and "Muggins!" takes a missed count. The name is used loosely: ask whether the doubles spin. Sources: pagat.com Muggins; Encyclopaedia Britannica and Foster's Hoyle for the call.
rules-variant-fives-and-threes = No double spins. A total scores one point for each 5 it divides by and one for each 3: 3 → 1, 5 → 1, 6 → 2, 9 → 3, 10 → 2, 12 → 4, 15 → 8, 18 → 6, 20 → 4; any other total scores 0. No drawing: a player who cannot play knocks. Chipping out scores 1 point, a blocked hand nothing; the lead passes to the left; played to exactly 61. Sources: pagat.com Fives and Threes; English pub-league rules.
rules-variant-all-threes = As All Fives, but a total that is a multiple of 3 scores, and the pips left in hand round to the nearest 3; the best single play is 36. Preset: 7 / 5 / 5 tiles each, to 250 for two players and 200 for three or four. Source: this app's own rule (the sources do not describe it).
rules-head-teams = Teams
rules-house-teams = Four players play as two teams by default, partners sitting opposite (players 1 and 3, 2 and 4): points go to the team, and a team's pips in hand are both partners' added. Unticked, four play each for themselves. Source: pagat.com All Fives.
rules-house-hand-size = Tiles each for 2 / 3 / 4 players: pagat's 9 / 7 / 5; a European source's 7 / 5 / 5; Newsome and Born's 7 / 7 / 7, which leaves four players no boneyard; or the same number for every player count. The rest, face down, is the boneyard. The first hand's leader is drawn by lot and may lead any tile; then whoever dominoed leads, and after a blocked hand the lot is drawn again. Sources: pagat.com All Fives; Play Dominoes Like a Champion (Newsome and Born).
rules-house-draw-when-able = A player who can play must play: the main rule forbids drawing while holding a tile that fits. A player who cannot play draws until a tile fits or the boneyard is empty, and a drawn tile that fits is placed at once; with the boneyard empty the player passes. With this house rule a player may draw even while holding a tile that fits. Source: pagat.com All Fives.
rules-house-boneyard-reserve = With 1 or 2, that many tiles stay in the boneyard and are never drawn: a player who cannot play and finds only those left passes. With 0, every tile may be drawn. Sources: pagat.com; Foster's Complete Hoyle.
rules-house-end-of-hand = A hand ends when a player plays their last tile (dominoes) or when nobody can play (blocked: the fewest pips in hand wins). Pips round to the nearest 5: 1 → 0, 3 → 5, 13 → 15, 22 → 20. Opponents, the main rule: the winner scores all opponents' pips added, rounded; [6-4] and [2-1] left are 13, so 15. Each opponent: each hand rounded, then added (older texts; 3 + 3 pips → 10, not 5). Difference: the opponents' pips minus the winner's own, rounded (some US tables). Own: every player loses their own pips, rounded, and nobody adds; scores may go below zero. Partners' pips are added together. A blocked tie scores nothing with 2 or 4 players; with 3, the two tied players split the third's pips, each share rounded down (this app's decision). Sources: pagat.com All Fives and Muggins.
rules-house-scale = Points: every score as counted. Fives: every score divided by 5 (15 → 3) and pegged to 61 on a cribbage board; All Fives scores are always multiples of 5, so it is the same game counted smaller. All Threes divides by 3 instead. Fives and Threes is always counted in points on its own table. Source: pagat.com.
rules-house-target = The first player or team whose score reaches the target wins at once, by a play or by the end-of-hand award. If two reach it in the same award the higher score wins, and equal scores play another hand (this app's decision, as cribbage pegs out). Default: 61 on the fives or threes scale; in points 250 for two players and 200 for three or four, Muggins 200, Fives and Threes 61. Source: pagat.com.
rules-head-exact-target = Exact target
rules-house-exact-target = A score that would pass the target is not scored and play goes on: 59 + 3 stays 59. The chip-out point counts with the play that chipped out, so 59 + 2 + 1 is not scored. Always so in Fives and Threes; a choice in All Fives. Source: pagat.com.
rules-house-muggins = Off: the app counts every play and nobody announces. On: the player who places a tile announces its points, and the app hides the count until the announcement is entered. Before the next placement, draw or pass, an opponent may call "Muggins!" on a missing or wrong announcement: the play then scores nothing for its player; under Steal the caller (or the caller's team) scores it, under Forfeit it is lost. Unchallenged, a play scores its true count (this app's decision); a call on a right announcement is refused with the arithmetic shown. Sources: Encyclopaedia Britannica "Muggins"; Foster's Complete Hoyle.
deal-help-pagat = 9 tiles each for two players, 7 for three, 5 for four; the rest is the boneyard. (pagat)
deal-help-european = 7 tiles each for two players, 5 for three or four; the rest is the boneyard. (a European source pagat cites)
deal-help-newsome-born = 7 tiles each for two, three or four players: four players leave no boneyard. (Play Dominoes Like a Champion)
deal-help-each = { $n } tiles each, whatever the number of players; the rest is the boneyard.
deal-help-preset = { $variant }: { $sizes } tiles each for 2 / 3 / 4 players. (pagat)
draw-when-able-help-no = A player who holds a tile that fits must play it; only a player who cannot play draws. The app cannot see the hands: it accepts every draw, and the record says the table played this rule. (pagat's main rule)
draw-when-able-help-yes = A player may draw even while holding a tile that fits. The app accepts every draw either way (it cannot see the hands); the record says the table allowed this. (some tables; pagat)
reserve-help-n = { $n ->
    [0] Every tile of the boneyard may be drawn. (pagat's main rule)
    [one] The last tile stays in the boneyard, never drawn. (pagat)
   *[other] The last { $n } tiles stay in the boneyard, never drawn. (pagat; Foster's Hoyle)
}
eoh-help-opponents = The winner of the hand scores the sum of all opponents' pips, rounded to the nearest { $unit }. (pagat)
eoh-help-opponents-each = The winner scores each opponent's pips rounded to the nearest { $unit }, added up. (older texts)
eoh-help-difference = The winner scores the opponents' pips minus their own, rounded. (some US tables)
eoh-help-own = Nobody scores: every side loses its own pips, rounded; scores may go below zero. (pagat Muggins)
scale-help-points = Scores are kept in points, as counted. (pagat)
scale-help-fives = Every score is divided by 5 (15 → 3) and pegged to 61 on a cribbage board: the same game, counted smaller. (pagat)
scale-help-threes = Every score is divided by 3 (12 → 4): the same game, counted smaller.
target-hint-exact = reach it exactly: a score that would pass it is not scored
exact-target-help-no = Exactly is off: the first to reach or pass the target wins. (pagat)
muggins-help-off = The app counts every play; nobody announces. (pagat)
muggins-help-forfeit = Players announce their points; an opponent may call "Muggins!" on a wrong or missing one, and those points are lost.
muggins-help-steal = Players announce their points; an opponent may call "Muggins!" on a wrong or missing one and takes those points. (Britannica; Hoyle)

## issue 8: settle a muggins dispute (RULES.md §6): the announcement pad, rulings with their proof, Recount
pad-said-nothing = said nothing
said-nothing = { $name } said nothing
no-call = no call
muggins-bang = Muggins!
ruling-takes = { $team ->
    [yes] { $caller } calls: { $side } take
   *[other] { $side } takes
} { $points }
ruling-lost = { $caller } calls: nobody scores the { $points }, { $side } { $team ->
    [yes] lose
   *[other] loses
} them
call-refused = call refused: { $why }
why-right = { $placer }'s announcement was right
why-nothing = { $placer }'s placement scored nothing
why-own = { $caller } cannot call on their own placement
why-partner = { $caller } is { $placer }'s partner
why-second = { $first } already called
why-closed = too late, its window has closed
why-announcing = { $placer } is still announcing
why-late = too late, { $why }
late-by-placement = a placement came after it
late-by-draw = a draw came after it
late-by-pass = a pass came after it
late-by-no-call = no call was said and it was counted
late-by-settlement = the hand was settled
log-place-open = { $name }: [{ $tile }] { $arith }
recount = Recount
recount-hide = Hide the recount
recount-hint = Label every counted end and add them up: did that score?
recount-hidden = Hidden until { $name } announces
recount-line = Recount: { $arith } · { $worth }
recount-worth = worth { $points }
recount-nothing = worth nothing
proof-end = { $value } on [{ $tile }]
compass-label = Arm ends: { $ends }
## issue 10: the coach panel (practice mode). Numbers as `allfives coach` prints them: P with
## three decimals, reply and net with two, points in the match's scale.
coach-toggle = Coach
coach-toggle-hint = Practice mode: which unseen tiles score now and, with a hand entered privately, what each play leaves for the next player. Nothing here is saved.
coach-title = Coach · practice mode
coach-note = Counts the tiles the player has not seen: those not on the table and not in the hand entered below. Never saved.
coach-whose-hand = Whose hand
coach-follow-turn = Player to move ({ $name })
coach-follow-turn-none = Player to move
coach-scoring-now = Unseen tiles that score now
coach-none-scores = No unseen tile scores now
coach-hand-title = { $name }'s tiles · private, never saved
coach-hand-hint = Tap the tiles { $name } holds. Played tiles leave the hand by themselves; tap a drawn tile to add it.
coach-hand-tile = In hand: { $tile }
coach-hand-entered = { $given } of { $has } entered
coach-change = Change
coach-done = Done
coach-clear = Clear hand
coach-plays-title = { $name }'s plays, best first
coach-col-play = Play
coach-col-now = Now
coach-col-now-hint = Points this play scores now
coach-col-p = P
coach-col-p-hint = The chance that the next player holds a tile that scores after this play (before any draw)
coach-col-reply = Reply
coach-col-reply-hint = The expected points of the next player's best reply
coach-col-net = Net
coach-col-net-hint = Now − reply (now + reply when the next player is a partner)
coach-play-on = { $tile } on { $pips }
coach-play-lead = { $tile } lead
coach-play-at = { $tile } { $place }
coach-replies = { $next } can reply: { $list }
coach-no-reply = Nothing { $next } could hold scores after it
coach-nobody-replies = It ends the hand: no reply
coach-partner = { $next } is { $name }'s partner: the reply counts for their side (net = now + reply)
coach-no-play = No tile fits: { $name } must draw or pass
coach-wait-turn = { $name }'s plays are weighed on { $name }'s turn (now { $expected }'s)
coach-hidden = Waiting for { $name }'s announcement: the coach shows its numbers once the count is out
coach-no-hand = The coach weighs plays while a hand is being played
coach-count = { $name } holds { $has ->
    [one] 1 tile
   *[other] { $has } tiles
}: { $given } entered. Tap the rest to weigh the plays.
coach-left = { $placer }'s { $tile } left { $next }: P { $p } · reply { $reply }
coach-left-words = { $placer }'s { $tile } left { $next }: { $odds } (an onlooker's count: every tile off the table, { $placer }'s own included)
coach-odds = { $next } can score after it about { $k ->
    [one] 1 time
   *[other] { $k } times
} in { $d }, { $reply } points on average
coach-odds-none = { $next } cannot score after it
coach-odds-always = { $next } can score after it nearly every time, { $reply } points on average
coach-odds-rare = { $next } can score after it less than 1 time in 20, { $reply } points on average
coach-play-words = { $odds }; this play nets { $net }
coach-play-words-last = Nobody plays after it; this play nets { $net }
coach-play-numbers = P { $p } · reply { $reply } · net { $net }
coach-hidden-said = { $name } has spoken; the count stays hidden while a muggins call is open: the coach shows its numbers once it is out
coach-hand-pips = { $name } ≈ { $pips } pips
coach-domino = If { $name } dominoes now: { $hands } → { $award }

## issue 9: history, replay, charts, player statistics, export and import
hist-open = History
hist-title = History
hist-matches = Matches
hist-players = Players
hist-back-match = ← Back to the match
hist-back-new = ← New match
hist-rescan = ↻ List again
hist-csv = Export CSV
hist-reading = Reading match files: { $done } of { $total }
hist-reading-first = Reading the saves folder…
# The banner while the saves folder is read at start (numbers already written the language's way).
opening-reading = Reading { $done } of { $total } matches…
hist-none = No match here
hist-count = { $n ->
    [one] 1 match
   *[other] { $n } matches
}
hist-filter-player = Player
hist-variant = Game
hist-all-games = All games
hist-open-only = Unfinished only
hist-col-date = Started
hist-col-players = Players
hist-col-game = Game
hist-col-result = Result
hist-col-hands = Hands
hist-col-duration = Time
hist-won = { $name } won
scores-to = { $a } to { $b }
hist-unfinished = unfinished
hist-hands = { $n }
hist-duration = { $h ->
    [0] { $m } min
   *[other] { $h } h { $m } min
}
hist-duration-unknown = time not recorded
hist-copy = copy of { $id } (not counted)
hist-conflict-copy = sync conflict copy of { $id } (not counted)
hist-conflict-named = named as a sync conflict copy
hist-resume = ▶ Resume
hist-replay = ↺ Replay
hist-edit = Name and note…
hist-name = Name
hist-note = Note
hist-save = Save
hist-export = Export the play record
hist-exported = Written to { $file }
hist-not-exported = Not exported: { $why }
hist-delete = Delete
hist-deleted = { $what } moved to the trash
hist-trashed = { $players } · { $game } · { $when } · { $outcome }
hist-trashed-titled = “{ $title }” · { $players } · { $game }
hist-undo-delete = ↶ Undo delete
hist-unreadable = { $n ->
    [one] 1 file cannot be read
   *[other] { $n } files cannot be read
}
hist-unreadable-kept = These files are left as they are.
hist-trash = Trash ({ $n })
hist-restore = Restore
hist-import = Import
hist-import-hint = Play records (.fives) or a folder of them, separated by ';' — or drop the files on the window
hist-import-go = Import records
replay-back = ← History
replay-start = Before the first deal
replay-before = Nothing has been played yet
replay-deal = Hand { $n } · the deal
replay-hand = Hand { $n }
replay-placement = Hand { $n } · placement { $p }
replay-dealt = Hand { $n } is dealt
replay-dealt-leader = Hand { $n } is dealt · { $name } leads
replay-holds = { $name } shows { $pips } pips
replay-tally = The scores are tallied
replay-prev-hand = ◀◀ Hand
replay-prev = ◀ Back
replay-next = Next ▶
replay-next-hand = Hand ▶▶
replay-step = step
chart-race = Score race
chart-per-hand = Points per hand
chart-side-points = { $name }: { $points }
chart-target = target
chart-deals = deal
chart-steps = steps (click to replay from there)
chart-hands = hands (click to replay the hand's end)
stats-note = Counted matches only (no copies). With partners, the side's points count for both.
stats-player = Player
stats-played = Played
stats-won = Won
stats-win-rate = Win rate
stats-per-hand = Points per hand
stats-best = Biggest play
stats-points = { $n } points
stats-scoring = Placements that scored
stats-dominoes = Dominoes
stats-blocks = Blocks won
stats-muggins-won = Muggins won
stats-muggins-lost = Muggins lost
## issue 12: every word in Kreyòl, screen-reader names, themes, install
# Why a save file could not be read or written (src/app/status.rs).
load-parse = line { $line }, column { $column }: not an allfives match file ({ $detail })
load-version = it was written by a newer allfives (format { $found }; this one reads 1 to { $max })
load-setup = the match cannot be played: { $why }
load-event = event { $n }: { $why }
io-not-found = the file does not exist
io-folder-missing = the folder does not exist
io-not-a-folder = a part of its path is a file, not a folder
io-is-a-folder = it is a folder, not a file
io-permission = permission denied
io-full = the disk is full
io-too-large = the system does not allow a file this large
io-in-use = another program is using the file
io-read-only = the disk is read-only
io-not-text = the file is not text
io-other = the system refused it (its words: { $error })
# Names for screen readers (AccessKit): tiles, open ends, scores, controls.
pips-0 = zero
pips-1 = one
pips-2 = two
pips-3 = three
pips-4 = four
pips-5 = five
pips-6 = six
tile-name = { $first }-{ $second }
a11y-end-spinner-side = open end { $pips } on the spinner's side
a11y-end-spinner-tip = open end { $pips } on the spinner's tip
a11y-end-double = open end { $pips } on the side of { $tile }
a11y-end-of = open end { $pips } at the end of { $tile }
a11y-score = { $name }, { $points ->
    [one] 1 point
   *[other] { $points } points
}
a11y-language = Language: { $lang }
# The menu, themes and the About box.
menu = Menu
theme = Theme
theme-dark = Dark
theme-light = Light
theme-high-contrast = High contrast
about = About allfives
about-title = allfives { $version }
about-what = Keeps score for All Fives and its family beside a real domino set.
about-saves = Matches are saved in:
about-saves-flag = (chosen with --saves)
about-saves-checkout = (the checkout's saves folder: the app runs from its source with cargo run)
about-saves-installed = (this computer's data folder for allfives: the app is installed)
about-saves-working = (the working folder: this system has no data folder)
about-settings = The language and theme are remembered in:
about-license = Free software: MIT or Apache-2.0.
# A save file's undo cursor past its events; house-rule combinations the engine refuses.
load-cursor = the undo cursor is past the last of its { $events } events
rules-chip-out-outside = End of hand: the chip-out point is only used in Fives and Threes, not { $variant }
rules-chip-out-only = End of hand: Fives and Threes scores only the chip-out point
rules-scale-threes = Scale: threes are only used in All Threes, not { $variant }
rules-scale = Scale: { $scale } is not used in { $variant }
rules-not-used = { $rule } is not used in { $variant } (there is no drawing)
rules-reserve = Tiles never drawn must be 0, 1 or 2, not { $n }
rules-deal = { $players } players cannot each be dealt { $each } tiles from 28
rules-reserve-above-boneyard = { $reserve } tiles never drawn cannot stay in the boneyard: { $players } players dealt { $each } tiles each leave { $boneyard } of 28
rules-target = The target must be above 0

## issue 11: nothing lost — one window writes a saves folder, a failed save stays on screen
read-only-banner = Read only: this saves folder is open in another allfives window (process { $pid }). Enter the match there; this window shows it and takes over when the other one closes.
read-only-banner-unknown = Read only: this saves folder is open in another allfives window. Enter the match there; this window shows it and takes over when the other one closes.
read-only-refused = Nothing was changed: this window is read only while another allfives window keeps the match.
not-saved-kept = Everything entered stays in this window, and every new entry tries to save again.
try-again = Try again
saved-again = Saved again: { $file } holds every entry.
setup-spacing = The name '{ $name }' has a tab, a line break or extra spaces
folder-held = Not saved: another allfives window took this saves folder. Everything entered stays in this window until that one closes.
load-too-large = too large for a save ({ $mb } MB; a save is at most { $max } MB), not read
load-empty = the file is empty
load-not-text = not an allfives save: the file is not text
load-folder = not an allfives save: it is a folder
load-not-a-file = not an allfives save: not a regular file
load-other-program = not an allfives save: another program's file, with no allfives format version
load-bug = allfives stopped on a bug of its own while reading it ({ $detail })

## issue 7: a layout that stays put (the arm compass names its middle, the spinner)
compass-hub = [{ $tile }] counts { $points }
# what a double at an open end counts, small beside the pip that plays there
end-counts = counts { $points }

## keyboard draws: what D waits for
picker-draw-count = Type how many tiles are drawn, or Enter for one · Backspace takes D back
picker-draw-more = Enter draws { $n } · one more digit draws { $n }0 or more · Backspace takes it back

## what Undo takes back when the table moved on without a call, or a record checked the scores
ev-no-call = no call: the count credited
ev-score-check = the scores checked

## a save cut short (a copy or sync that did not finish)
load-parse-cut = line { $line }, column { $column }: the file stops before the match does, cut short ({ $detail })

## the history's count with a filter on
hist-count-shown = { $shown } of { $n ->
    [one] 1 match
   *[other] { $n } matches
}

## the turn panel once the match is won
match-over-title = Match over

## the History screen: what an export, a move to or from the trash and an import did
hist-csv-exported = History written to { $file }
hist-not-moved = Could not move { $file }: { $why }
export-not-settled = hand { $n } has ended but is not settled: finish the hand first
export-window-open = the last placement's muggins window is open and would win the match: close it first
export-broken = event { $n } breaks the rules
import-saved = { $file }: imported as { $match }
import-already = { $file }: already in the history as { $id }
import-already-earlier = { $file }: already imported from an earlier file
import-unreadable = { $file }: could not read it: { $why }
import-not-text = { $file }: not a play record: the file is not text
import-problem = { $file }, line { $line }: { $why }
import-not-saved = { $file }: could not save it as { $target }: { $why }

## what is wrong with a play record (.fives), for an import; the record's keywords stay as written
rec-not-a-line = '{ $text }' is not a record line: expected 'key: value', 'hand' or 'NAME: action'
rec-hand-too-large = '{ $text }' is too large a hand number
rec-unknown-header = unknown header '{ $key }' (the headers are { $keys }; events follow a 'hand' line)
rec-event-before-hand = '{ $player }: { $action }' comes before the first 'hand' line
rec-header-after-hand = the header '{ $header }' must come before the first 'hand' line
rec-not-a-number = '{ $text }' is not a whole number ({ $of })
rec-number-too-large = '{ $text }' is too large a number ({ $of })
rec-of-assertion = the points after '='
rec-of-announcement = the points announced
rec-of-score = a score
rec-tile-malformed = '{ $text }' is not a tile (write two numbers 0-6 joined by '-', like 5-3)
rec-tile-pips = a double-six tile has 0 to 6 pips on a half, not { $pips }
rec-two-equals = more than one '=' on a line
rec-no-action = nothing after ':': write a tile, draw, pass, says, muggins or holds
rec-draw-count = 'draw { $n }': the number of tiles must be a whole number
rec-says-without-points = 'says' needs the points announced: says N
rec-pip-total = '{ $n }' is too large a pip total
rec-not-an-action = '{ $text }' is not an action: write 'T', 'T on U', 'draw', 'draw N', 'pass', 'says N', 'muggins' or 'holds …'
rec-assertion-without-tile = '= N' asserts a placement's points: it only follows a tile
rec-score-entry = '{ $text }' is not 'NAME N' (score: NAME N, NAME N)
rec-line-too-long = the line is { $bytes } bytes long; a record line is at most { $max }
rec-given-twice = the header '{ $header }' is given twice
rec-value-one-of = { $header }: '{ $value }' is not one of { $allowed }
rec-value-hand-size = { $header }: '{ $value }' is not a number or one of { $allowed }
rec-value-target = { $header }: '{ $value }' must be a whole number from 1 to { $max }
rec-date = date: '{ $value }' is not an ISO 8601 date or date-time (2026-11-30, 2026-11-30T14:05)
rec-no-players = the record has no 'players:' header ({ $min } to { $max } names in seating order)
rec-players = players: { $why }
rec-teams-need-four = teams: only four players play in teams, not { $n }
rec-teams-not-two = teams: write two teams, 'Ana & Cy, Ben & Di', or off
rec-team-not-pair = teams: '{ $team }' is not two names joined by '&'
rec-team-stranger = teams: '{ $name }' is not one of the players
rec-team-name-twice = teams: '{ $name }' is named twice
rec-hand-size-too-large = hand-size: { $players } players cannot each be dealt { $each } tiles from 28
rec-wrong-hand = this is hand { $expected }, not hand { $written }
rec-not-a-player = '{ $name }' is not a player (players: { $players })
rec-draw-more-than-set = cannot draw { $n }: the boneyard holds at most 28 tiles
rec-wrong-points = { $player }'s placement scores { $points }, the record says { $written } ({ $arith })
rec-not-a-side = score: '{ $name }' is not a player or team here ({ $sides })
rec-side-twice = score: { $side } is listed twice
rec-side-missing = score: { $side } is missing (list every player or team)
rec-wrong-scores = score: { $list }
rec-wrong-score = { $side } has { $has }, the record says { $written }
## The club: ratings, head-to-head, standings and the match card
card-winner = Winner
card-save = Match card (PNG)
card-unfinished = the match is not finished: a card shows a final
card-not-drawn = the card could not be drawn
hist-club = Club
hist-board = Club night
board-title = Club night board
board-night = Night of { $day } (matches started from 6 in the morning that day to 6 the next; until 6 in the morning the board stays on the evening before) · follows the saves folder as the sync brings matches in
board-in-play = { $n ->
    [one] In play: 1 table
   *[other] In play: { $n } tables
}
board-hand = Hand { $n }
board-finished = { $n ->
    [one] Finished tonight: 1 match
   *[other] Finished tonight: { $n } matches
}
board-standings = Tonight's standings (ratings carried in)
board-none = None yet.
board-skipped = { $n ->
    [one] Left out: 1 file
   *[other] Left out: { $n } files
}
board-skipped-unreadable = { $file }: not read, { $why }
board-skipped-copy = { $file }: a sync conflict copy of { $match }, not counted
board-link = On phones, watch only: { $link }
board-not-watching = The board cannot follow the saves folder: { $why }
club-period = Period
club-all-time = All time
club-this-month = This month
club-season = Season
club-from = From
club-to = To
club-bad-date = Type the season's dates like 2026-03-01.
club-method = Ratings by the Weng-Lin method, 25 to start; ± says how sure a rating is (smaller is surer). Finished, counted matches only.
club-standings = Standings
club-csv = Export standings (CSV)
club-rating = Rating
club-change = Change
club-provisional-mark = { $rating } ?
club-provisional-note = ? provisional: fewer than 5 rated matches.
club-none-yet = No finished match to rate yet.
club-none-in-period = Nobody finished a match in this period.
club-h2h = Head-to-head
club-h2h-first = Player or side
club-h2h-second = against
club-pick = Choose…
club-never-met = They have not played each other yet.
club-meetings = { $n ->
    [one] 1 match against each other
   *[other] { $n } matches against each other
}
club-record = { $name }: { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $for } points for, { $against } against
club-others = Won by another player: { $n }
club-biggest = Biggest win of { $name }: by { $margin } points ({ $date })
club-last = Last five
club-someone-else = another player
club-rating-chart = Rating over time (click a point to replay that match)
club-rating-axis = the day each match started

## Show on phones: the window's box and the phones' page
share-menu = Show on phones…
share-title = Show on phones
share-watch = Watch the table (everyone, a TV too)
share-address = Or type: { $address }
share-watching = { $n ->
    [one] 1 page watching
   *[other] { $n } pages watching
}
share-seats = Play from your seat: scan your seat's code, or type its code on the watch page
share-code = Code: { $code }
share-seat-connected = Phone connected ({ $address })
share-seat-none = No phone yet
share-drop = Drop this phone
share-stop = Stop showing on phones
share-plain-http = Plain HTTP on this network: anyone on the same Wi-Fi can read the table and the links as they pass. Share at home or on a network you trust; in a café, only the people at your table should have the links, and turning sharing off makes every link dead.
share-failed = Cannot show on phones: { $why }
share-port-in-use = another program already uses the port
phone-online = Live
phone-offline = No connection, trying again…
phone-link-closed = This link is closed (sharing stopped, this phone was dropped, or its match ended)
phone-watching = Watching the table
phone-your-seat = Your seat: { $name }
phone-announce = Your count: tap what you say
phone-muggins = Muggins!
phone-tap-end = Tap the end for { $tile }
phone-log = This hand
phone-pair-title = Play from your seat: type your seat's code
phone-pair-button = Pair
phone-unknown-link = This link opens nothing: sharing was stopped, or the link was dropped.
phone-watch-only = A watch link cannot enter: open your seat's link.
phone-too-many = Too many requests: wait a moment.
phone-too-large = That entry is too large.
phone-bad-entry = That is not an entry this page sends.
phone-no-answer = Waiting for the laptop… The entry is kept: the laptop enters it once, or says why not, as soon as it answers.
phone-pair-from-watch = Pair from the watch page.
phone-pairing-closed = Too many wrong codes: scan your seat's QR code on the laptop.
phone-wrong-code = No seat has this code.
phone-stale = Not entered: the table moved on ({ $changes }). Look again and enter it again.
phone-changed-undo = undone: { $what }
phone-changed-other = the match changed
phone-laptop-busy = Not entered: an entry is being changed on the laptop.
phone-wait-leader = Not yet: the laptop is choosing who leads this hand.
phone-not-now = Not now: there is nothing of yours to enter.
phone-match-ended = This seat's link belonged to a match that has ended: scan your seat's new QR code on the laptop, or type its new code.
phone-cross-site = Not entered: entries come only from this table's own page. Open your seat's link.
phone-id-reused = Not entered: this entry's id was already used for another entry.
phone-wait-announce = Not yet: { $name } is still announcing.
phone-which-end = [{ $tile }] fits more than one end: tap the end it goes on.
phone-not-that-end = [{ $tile }] does not go on that end: tap one of the lit ends.

# Speech: words for the ear and the ☰ menu's speech settings.
ear-plus = plus
ear-equals = makes
ear-minus = minus
ear-becomes = becomes
ear-undone = Undone:
speak-counts = Speak counts
speak-counts-hover = After each entry the table says the count and who scores, in this language.
speak-turn = Also say whose turn it is
speak-rate = Speed
speak-volume = Volume
speak-voice = Voice: { $voice }
speak-no-voice = No voice found: { $why }. { $install }
speak-why-no-service = speech-dispatcher is not running and espeak-ng is not installed
speak-why-no-system = the system's speech did not start ({ $system }) and espeak-ng is not installed
speak-install-linux = Install espeak-ng (apt install espeak-ng), or start speech-dispatcher.
speak-install-windows = Install espeak-ng (its Windows installer) and put it on the PATH.
speak-install-macos = Install espeak-ng (brew install espeak-ng).
