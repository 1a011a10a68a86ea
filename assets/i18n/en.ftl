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
new-match-hint = Names in seating order: play passes to the left, down this list.
resume-note = Reopened the unfinished match from { $file }.
who-leads = Who leads hand { $n }?
draw-lots = Draw lots
lots-drawn = The lot says { $name } leads.
leads = { $name } leads
hand-turn = Hand { $n } · { $name } to play
hand-leads = Hand { $n } · { $name } leads
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
no-points = no points
count-lead = { $count } · { $result }
pick-lead = { $name } leads: pick the lead tile below.
pick-tile = { $name }: pick the tile placed.
choose-end = [{ $tile }] fits more than one place: click a glowing end or choose
cancel = Cancel
end-spinner-side = on { $pips } — spinner side
end-spinner-tip = on { $pips } — spinner tip
end-of = on { $pips } — end of [{ $tile }]
end-double = on { $pips } — side of [{ $tile }]
hand-over = The hand is over
dominoed = { $name } dominoed
blocked = The game is blocked
holds-title = What { $name } holds ({ $n ->
    [one] 1 tile
   *[other] { $n } tiles
})
holds-hint = Tap the tiles they show, or type their pip total.
pip-total = Pip total
holds-sum = { $pips } pips
settle-preview = Settlement
rounding = { $raw } → { $rounded }
award = { $name } scores { $points }
award-own = { $name } loses { $points }
tie-nobody = Tie for fewest pips: nobody scores
split = { $a } and { $b } split { $points }: { $share } each
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
picker-title = Tiles (played: faded · does not fit: disabled)
save-failed = Could not save the match: { $error }
load-failed = Could not open { $error } — the file was left as it is.
ev-deal = the deal of hand { $n }
ev-place = { $name }'s [{ $tile }]
ev-draw = { $name }'s draw
ev-pass = { $name }'s pass
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
rules-source = Rules: pagat.com All Fives (John McLeod); see RULES.md.
