# Kreyòl Ayisyen UI strings of allfives, from the words of the rules card
# (../shared/seed/rules-card-ht.txt) and ../shared/GLOSSARY.md.

app-title = allfives
language = Lang
new-match = Nouvo pati
players = Jwè yo
player-n = Jwè { $n }
add-player = Ajoute yon jwè
remove-player = Retire
teams-toggle = Jwe an de ekip (patnè yo chita youn anfas lòt)
teams-line = Ekip: { $a } kont { $b }
variant = Jwèt
target = Objektif
target-line = jiska { $target }
target-hint = premye moun ki rive nan objektif la genyen
start-match = Kòmanse pati a
start-waits = Pou kòmanse: { $why }
name-placeholder = yon non, jan tab la di l
new-match-hint = Non yo nan lòd moun yo chita: tou a pase agoch, nan lòd lis la.
resume-note = Pati ki pa t fini an louvri ankò: { $players }.
who-leads = Kiyès ki louvri manch { $n }?
draw-lots = Tire osò
lots-drawn = Osò a di se { $name } ki louvri.
leads = Se { $name } ki louvri
hand-turn = Manch { $n } · Se tou { $name }
hand-leads = Manch { $n } · Se { $name } ki louvri
hand-announces = Manch { $n } · { $name } anonse
hand-over-top = Manch { $n } fini
scores = Nòt yo
turn-title = Se tou { $name }
tiles-in-hand = Tuil ki rete nan men
tiles-n = { $n } tuil
boneyard-n = Pioche: { $n } tuil
boneyard-reserve = Pioche: { $n } ({ $reserve } pa janm soti)
draw = Pioche
pass = Pase
draw-hint = Pioche lè ou pa gen okenn tuil ki antre
pass-hint = Pase sèlman lè pa gen anyen ankò pou pioche
undo = Anile
undo-what = Anile: { $what }
redo = Refè
redo-what = Refè: { $what }
nothing-to-undo = Pa gen anyen pou anile
scores-points = { $name } fè { $points } pwen
not-scored-over = pa konte: { $name } t ap depase { $target }
not-scored-over-team = pa konte: ekip { $name } t ap depase { $target }
not-scored-won = pa konte: pati a fini deja
log-knock = { $name } pase
chip-out-line = { $name } fè domino: + 1 ak dènye tuil la
chip-out-not-scored = { $name } fè domino: + 1 ak dènye tuil la · { $why }
blocked-nobody = Pèsonn pa fè pwen: nan Fives and Threes yon jwèt bloke pa bay anyen
no-points = pa gen pwen
count-lead = { $count } · { $result }
pick-lead = Se { $name } ki louvri: chwazi premye tuil la anba a.
pick-lead-keys = Se { $name } ki louvri: tape de mwatye premye tuil la (5 3).
pick-tile = { $name }: chwazi tuil ki poze a.
choose-end = [{ $tile }] ka antre sou plis pase yon bout: peze flèch ki sou yon bout, klike sou li, oswa chwazi
cancel = Anile chwa a
end-spinner-side = sou { $pips } — kote kafou a
end-spinner-tip = sou { $pips } — pwent kafou a
end-of = sou { $pips } — bout [{ $tile }]
end-double = sou { $pips } — kote [{ $tile }]
hand-over = Manch lan fini
dominoed = { $name } fè domino
chipped-out = { $name } fè domino
blocked = Jwèt la bloke
holds-title = Sa { $name } gen nan men l ({ $n } tuil)
holds-hint = Klike sou tuil li montre yo, oswa tape total pwen yo.
pip-total = Total pwen
holds-sum = { $pips ->
    [one] 1 pwen
   *[other] { $pips } pwen
}
holds-sum-tapped = { $pips ->
    [one] 1 pwen
   *[other] { $pips } pwen
} · { $tapped } tuil make sou { $count ->
    [one] 1
   *[other] { $count }
}
settle-preview = Kont manch lan
settle-opponents = Pwen { $names }: { $sum }
settle-each = Pwen { $names }, chak awondi apa: { $sum }
settle-difference = Pwen { $names } mwens pwen { $winners }: { $sum }
settle-own = Pwen { $name }: { $sum }
settle-scale = Nan fason pati a make: { $sum }
names-and = { $a } ak { $b }
award = { $name } fè { $points } pwen
award-own = { $name } pèdi { $points } pwen
tie-nobody = Egalite pou mwens pwen: pèsonn pa fè pwen
fewest-pips = Mwens pwen: { $comparison }
split = { $a } ak { $b } separe { $points }: mwatye, awondi anba, { $share } chak
needs-holds = Mete sa chak jwè gen nan men l pou w wè kont lan.
next-hand = Pwochen manch
next-hand-leader = Pwochen manch · Se { $name } ki louvri
next-hand-lots = Fè kont manch lan
finish-match = Montre moun ki genyen
winner = { $name } genyen pati a!
final-scores = Nòt final yo
last-hand = Manch ki sot pase a
this-hand = Manch sa a
open-ends = Bout ouvè
picker-title = Klike sou tuil ki fèk poze a · tuil ki deja sou tab la yo prèske disparèt · tuil ki pa antre nan okenn bout yo pal
save-failed = Nou pa t ka anrejistre pati a nan { $file }: { $why }
load-failed = Nou pa t ka louvri { $file }: { $why }. Nou kite fichye a jan l te ye a.
ev-deal = distribisyon manch { $n }
ev-place = { $name } poze [{ $tile }]
ev-draw = { $name } pioche
ev-pass = { $name } pase
ev-knock = { $name } pase
ev-says = { $name } anonse
ev-muggins = { $name } rele Muggins
ev-holds = { $name } montre tuil ki rete nan men l
ev-tally = kont manch lan
log-draw = { $name } pioche { $n ->
    [one] yon tuil
   *[other] { $n } tuil
}
log-pass = { $name } pase
log-place = { $name }: [{ $tile }] { $arith } · { $result }
match-won-by-play = { $name } rive nan objektif la ak kou sa a.
window-won = Tab la kontinye pandan yo te ka toujou rele Muggins: sa fèmen l, dènye kou a fè pati a fini, e sa yo te antre apre a pa t kenbe.
rules-source = Règ: pagat.com All Fives (John McLeod); ☰ → Règ yo genyen yo tout.
hr-title = Règ tab la
hr-reset-note = Si w chanje jwèt la, règ sa yo tounen jan jwèt la mande.
variant-all-fives = Premye doub la fè kafou; yon total ki divize pa senk bay pwen. (pagat All Fives)
variant-five-up = Chak doub fè kafou; miltip senk bay pwen; nòt yo divize pa senk, epi pati a jwe jiska 61. (pagat Five Up)
variant-muggins = Pa gen kafou, de bout sèlman; nan fen manch lan, chak moun pèdi pwen ki rete nan men l. (pagat Muggins)
variant-fives-and-threes = Pa gen kafou; yon pwen pou chak senk ak pou chak twa ki nan total la (15 → 8); pa gen pioche; pou rive egzakteman 61. (pagat, lig ba yo)
variant-all-threes = Premye doub la fè kafou; miltip twa bay pwen; pwen ki rete nan men yo awondi sou twa ki pi pre a. (règ aplikasyon an)
deal = Tuil chak moun
deal-pagat = pagat: 9 / 7 / 5
deal-european = Ewopeyen: 7 / 5 / 5
deal-newsome-born = Newsome ak Born: 7 / 7 / 7
deal-preset = { $variant }: { $sizes }
deal-each = { $n } chak
deal-help = Tuil chak moun pou 2 / 3 / 4 jwè; rès la se pioche a. (pagat; Play Dominoes Like a Champion)
draw-when-able = Pioche menm lè yon tuil ka antre
draw-when-able-help = Nan règ prensipal la, ou pa gen dwa pioche si w gen yon tuil ki ka antre; gen tab ki kite w fè l. Aplikasyon an pa wè men jwè yo: li aksepte tout pioche, epi fichye .fives la di ki règ tab la te jwe. (pagat)
reserve = Tuil ki pa janm soti nan pioche a
reserve-help = Dènye 0, 1 oswa 2 tuil yo rete nan pioche a. (pagat; Foster's Hoyle)
end-of-hand = Fen manch lan
end-of-hand-help = Sa moun ki genyen manch lan pran nan tuil ki rete nan men yo. (pagat)
eoh-opponents = Moun ki genyen an pran pwen tout advèsè yo, awondi sou { $unit ->
    [3] twa
   *[other] senk
}
eoh-opponents-each = Pwen chak advèsè awondi, epi adisyone (ansyen liv)
eoh-difference = Pwen advèsè yo mwens pwen pa moun ki genyen an (kèk tab ameriken)
eoh-own = Chak moun pèdi pwen pa l, awondi (pagat Muggins)
eoh-chip-out = Fen manch lan: yon pwen pou moun ki fè domino; yon jwèt bloke pa bay anyen. (pagat)
scale = Fason pou make
scale-points = Pwen
scale-fives = Senk (÷5, planch kribaj jiska 61)
scale-threes = Twa (÷3)
scale-help = Chak nòt divize pa senk (oswa twa), epi yo jwe jiska 61 sou planch kribaj: se menm jwèt la, konte pi piti. (pagat)
exact-target = egzakteman
exact-target-help = Egzakteman: yon nòt ki ta depase objektif la pa konte (59 + 3 rete 59). (pagat)
muggins-rule = Muggins
muggins-off = Pa aktive: aplikasyon an konte chak kou
muggins-forfeit = Pèdi: si yo kenbe erè a, jwè a pèdi pwen kou a
muggins-steal = Vòlè: moun ki rele a pran pwen yo (Britannica; Hoyle)
muggins-help = Jwè yo anonse pwen yo; yon advèsè ka rele "Muggins!" si anons lan manke oswa li pa bon.
chip-out-point = + 1 paske li fè domino
knock = Pase
knock-hint = Pa gen pioche nan Fives and Threes: pase lè okenn tuil pa antre
pegboard = Planch kribaj
announce = { $name } anonse
announce-button = Anonse
announced = { $name } di { $points }
call-muggins = Kiyès ki rele Muggins?
muggins-called = Muggins! { $caller } rele sou { $name }: tab la konte { $arith }
muggins-window = Anons ak Muggins pou kou sa a fèmen depi yo mete pwochen kou a.
await-announce = { $name } poze [{ $tile }]: anonse pwen yo
close-window = Pa gen Muggins: konte l
back-to-match = Tounen nan pati a
not-a-total = '{ $text }' se pa yon total pwen: tape yon nonb antye
sum-tiles = { $n } tuil chak
sum-reserve = { $n } tuil rete nan pioche a
sum-muggins-forfeit = Muggins: pèdi
sum-muggins-steal = Muggins: vòlè
sum-exactly = jiska egzakteman { $target }
# Sa motè règ yo refize, menm sans ak tèks angle a (sa `allfives check` ekri), eksepte
# err-no-hand, err-draw-zero ak err-missing-holds: konsèy angle a bay pou moun k ap ekri yon
# fichye pati (ki liy pou ajoute) rete deyò esprè, paske sou fenèt la pèsonn pa ekri liy sa yo.
err-already-played = { $tile } deja sou tab la
err-not-on-table = { $tile } pa ka ale sou { $on }: { $on } pa sou tab la
err-does-not-fit = { $tile } pa antre: { open-ends-list }
err-does-not-fit-on = { $tile } pa antre sou { $on }: { open-ends-list }
open-ends-list = { $count ->
    [0] pa gen okenn bout ouvè
    [1] sèl bout ouvè a se { $last }
   *[other] bout ouvè yo se { $rest } ak { $last }
}
open-end-on = { $pips } (sou { $tile })
err-ambiguous = { $tile } ka antre sou plis pase yon bout: di kiyès, pa egzanp '{ $tile } on { $first }' (li ka antre sou { $places })
err-not-your-turn = Se tou { $expected }, se pa tou { $got }
err-wrong-leader = Se { $expected } ki louvri manch sa a, se pa { $got }
err-no-hand = Okenn manch poko kòmanse
err-lead-first = Yon manch kòmanse ak tuil ki louvri l: poze premye tuil la
err-hand-over = Manch lan fini: se sèlman tuil ki rete nan men, anons ak Muggins ki ka vini apre
err-hand-not-over = Manch anvan an poko fini
err-match-over = Pati a fini: { $winner } genyen
err-draw-zero = Pioche omwen yon tuil
err-draw-too-many = Ou pa ka pioche { $asked }: se sèlman { $available } ki ka soti nan pioche a
err-draw-too-many-reserve = Ou pa ka pioche { $asked }: se sèlman { $available } ki ka soti, paske règ tab la kite { $reserve ->
    [one] dènye tuil la nan pioche a, yo pa janm pioche l
   *[other] dènye { $reserve } tuil yo nan pioche a, yo pa janm pioche yo
}
err-no-drawing = Pa gen pioche nan jwèt sa a: moun ki pa ka jwe pase
err-pass-while-drawable = Ou pa ka pase pandan gen { $available } tuil ou ka pran nan pioche a
err-muggins-off = Règ Muggins lan pa aktive: pa gen anyen pou anonse oswa rele
err-missing-holds = Nou bezwen tuil { $player } yo pou fè kont manch lan
err-unknown-player = Pa gen jwè { $n }
err-setup = Pati a pa ka jwe: { $why }
mug-window-closed = Pa gen kou pou anonse oswa rele: lè a pase
mug-too-late = Twò ta pou rele Muggins: { $why }
mug-not-placer = { $who } pa ka anonse kou { $placer }: se moun ki poze tuil la ki anonse
mug-already-announced = { $placer } deja anonse kou sa a
mug-after-call = Twò ta pou anonse: yo deja rele Muggins
mug-still-announcing = Muggins refize: { $placer } poko fin anonse
mug-announce-first = { $placer } anonse anvan: yo ka rele Muggins! jouk pwen yo konte
mug-second-call = { $first } deja rele Muggins sou kou sa a; se yon sèl fwa yo rele pou chak kou
mug-own = { $caller } pa ka rele Muggins sou pwòp kou li: se yon advèsè sèlman ki ka rele
mug-partner = { $caller } pa ka rele Muggins sou kou patnè l: se yon advèsè sèlman ki ka rele
mug-scores-nothing = Muggins refize: kou { $placer } fè a pa bay pwen
mug-right = Muggins refize: { $placer } anonse { $points } e kou a bay { $points }
holds-before-end = Manch lan poko fini
holds-after-settled = Kont manch lan deja fèt
holds-twice = { $name } deja montre tuil li yo
holds-too-many-pips = { $name } gen { $has } tuil: li pa ka gen plis pase { $max } pwen, se pa { $pips }
holds-count = { $name } gen { $has } tuil, pa { $listed }
holds-on-table = { $tile } sou tab la
holds-listed-twice = { $tile } parèt de fwa
holds-in-other-hand = { $tile } deja nan men { $other }
holds-must-hold = Ak { $n } tuil, { $name } dwe gen { $pips } pwen: tout lòt tuil yo deja nan yon men
holds-cannot-hold = Ak { $n } tuil, { $name } pa ka gen { $pips } pwen: ak tuil ki pa sou tab la ak sa lòt yo genyen, li ka gen { $min } rive { $max }
holds-cannot-hold-only = Ak { $n } tuil, { $name } pa ka gen { $pips } pwen: ak tuil ki pa sou tab la ak sa lòt yo genyen, li ka gen sèlman { $totals }
holds-cannot-hold-none = Ak { $n } tuil, { $name } pa ka gen { $pips } pwen: sa lòt yo genyen pa ka mache ansanm
holds-needed-by-others = { $name } pa ka gen { $tiles }: sa lòt yo genyen bezwen kèk nan tuil sa yo
# Poukisa fòm nouvo pati a pa ka kòmanse yon pati (non jwè yo, RULES.md §2).
setup-no-name = Jwè { $n } pa gen non
setup-reserved-character = Non '{ $name }' pa ka gen ':', ',', '#' oswa '&'
setup-reserved-name = '{ $name }' pa ka non yon jwè
setup-same-name = De jwè rele '{ $name }'
setup-player-count = Yon pati gen 2 rive 4 jwè, pa { $n }
setup-teams-need-four = Fòk gen kat jwè pou jwe an ekip
setup-not-two-pairs = Ekip yo dwe de pè jwè
setup-refused = Pati a pa ka kòmanse: { $why }
log-hidden = { $name }: [{ $tile }] … (ap tann anons lan)
log-hidden-said = { $name }: [{ $tile }] … (yo ka rele Muggins jiskaske pwochen kou a)
## issue 7: table flow (keyboard entry, corrections, table mode, tally) — flow
# Yon ekip: "ekip Ben & Dee fè 10 pwen".
scores-points-team = ekip { $name } fè { $points } pwen
award-team = ekip { $name } fè { $points } pwen
award-own-team = ekip { $name } pèdi { $points } pwen
winner-team = Ekip { $name } genyen pati a!
keys-menu = Touch klavye yo (?)
table-mode-menu = Mòd tab (F11)
menu-table-only = Se pou tab la: kòmanse yon pati anvan.
menu-table-only-back = Se pou tab la: tounen nan pati a anvan.
row-drew = pioche { $n ->
    [one] yon tuil
   *[other] { $n } tuil
}
row-passed = pase
row-knocked = pase
key-choose-end = [{ $tile }] ap tann toujou pou yo chwazi ki bout li prale: peze flèch ki sou bout la ({ $arrows }), oswa Esc pou retire l
key-not-on-pad = Pa gen { $n } sou bouton anons yo: anonse youn nan { $pad }, oswa N si moun nan pa t di anyen
key-already-said = Anons lan fèt deja: M pou rele Muggins!, C pou di pa gen Muggins
key-no-window = Pa gen kou pou anonse oswa rele: lè a pase
key-settlement-closes = Manch lan fini: se kont manch lan ki konte dènye kou a (yo ka toujou rele Muggins! jouk lè sa a)
key-no-muggins = Pati sa a pa gen règ Muggins: pa gen anyen pou anonse oswa rele
key-no-seat = Pa gen plas { $seat }: M, epi 1 rive { $n }
key-call-whom = Kiyès ki rele Muggins? M, epi nimewo plas moun ki rele a
key-no-such-half = Pa gen mwatye tuil ki gen { $n } pwen: tape 0 rive 6
key-no-drawing = Pa gen pioche nan jwèt sa a: P pou pase
keys-button = ? Touch yo
keys-title = Touch klavye yo
key-tile = yon tuil: de mwatye li (tape 5 3 pou [5-3])
key-end = lè tuil la ka antre sou plizyè bout: flèch ki sou bout la, bò branch li
key-arrows = de bout sou menm branch lan (Five Up): menm flèch la ankò pou pwochen an, Enter pou poze
key-announce = anons lan: nimewo a (1 0); Enter si yon nimewo pi long te ka swiv
key-said-nothing = moun ki poze a pa di anyen
key-call = Muggins!: M, epi nimewo plas moun ki rele a
key-no-call = Pa gen Muggins: konte l
key-draw = pioche: D, epi konbyen (D Enter pioche youn)
key-pass = pase
key-knock = pase: okenn tuil pa antre (pa gen pioche nan jwèt sa a)
key-escape = anile sa w ap tape a oswa sa w ap chwazi a
key-undo = anile (premye fwa a, li anile sa w poko konfime a)
key-redo = refè
key-holds = nan fen yon manch: total pwen jwè yo mande a; Enter antre l
key-leader = kiyès ki louvri: nimewo plas li, oswa L pou tire osò
key-table-mode = mòd tab: gwo lèt pou mitan tab la
key-zoom = grandi, rapetisi, tounen 100 %
key-help = lis sa a
close = Fèmen
picker-keys = Klike sou tuil ki fèk poze a, oswa tape de mwatye l (5 3) · D pioche · P pase · ? montre touch yo
picker-keys-knock = Klike sou tuil ki fèk poze a, oswa tape de mwatye l (5 3) · P pase · ? montre touch yo
picker-keys-end = [{ $tile }] ap tann pou yo chwazi ki bout li prale: peze flèch ki sou bout la ({ $arrows }), oswa Esc pou retire l
picker-keys-end-enter = [{ $tile }] ap tann pou yo chwazi ki bout li prale: peze flèch ki sou bout la ({ $arrows }; menm flèch la ankò pou pwochen bout sou menm branch lan, epi Enter), oswa Esc pou retire l
picker-keys-pad = Tape anons lan ({ $keys } pou { $n }) · N: pa t di anyen · ? montre touch yo
picker-keys-pad-knock = Tape anons lan ({ $keys } pou { $n }) · N: pa t di anyen · ? montre touch yo
pick-no-fit = { $tile } pa antre: { $count ->
    [0] pa gen okenn bout ouvè
    [1] bout ouvè a se { $last }
   *[other] bout ouvè yo se { $rest } ak { $last }
}
undo-pending = Anile: { $what } (poko konfime)
undo-changing = Anile: sispann chanje liy sa a
hand-who-leads = Manch { $n } · kiyès ki louvri?
hand-n = Manch { $n }
this-hand-n = Manch { $n } · klike sou yon liy pou chanje l
draw-several = Oswa pioche plizyè ansanm:
draw-n = Pioche { $n } tuil
change = Chanje
change-cancel = Pa chanje anyen
changing = N ap chanje sa { $name } te fè: montre sa { $name } te fè vre a (tuil, pioche oswa pase)
change-done = Nou chanje { $old } pou { $new }{ $n ->
    [0] .
   *[other] ; { $n } liy apre l rejwe.
}
change-stopped = { $entry }: sa pa mache ankò ({ $why }); nou kanpe la, { $n } liy apre l pa kenbe.
change-undo = Anile chanjman an
change-undone = Chanjman an anile: pati a jan l te ye a.
entry-on = { $entry } sou [{ $on }]
entry-draw-n = { $entry } { $n } tuil
score-view = Fason pou montre nòt yo
view-numbers = Chif
view-pegboard = Planch
tally-legend = Chak / vo { $stroke }, chak X { $cross }, chak gwoup senk X { $group }
view-tally = Baton
table-mode = Mòd tab
table-mode-exit = Kite mòd tab (F11)
table-mode-choose = [{ $tile }] ka antre sou { $n } bout: peze flèch ki sou bout la
table-mode-lead = Se { $name } ki louvri: tape tuil la
final-layout = Tab la jan manch lan fini: { $n } tuil
holds-known = { $name } gen tout tuil ki pa sou tab la: nou ranpli l.
holds-typing = N ap tape total sa a: Enter lè w fini.
rules-source-all-fives = Règ: pagat.com All Fives (John McLeod); ☰ → Règ yo genyen yo tout.
rules-source-five-up = Règ: pagat.com Five Up (John McLeod); ☰ → Règ yo genyen yo tout.
rules-source-muggins = Règ: pagat.com Muggins (John McLeod), rele Muggins la dapre Britannica ak Foster's Hoyle; ☰ → Règ yo genyen yo tout.
rules-source-fives-and-threes = Règ: pagat.com Fives and Threes (John McLeod) ak règ lig ba angle yo; ☰ → Règ yo genyen yo tout.
rules-source-all-threes = Règ: yon règ aplikasyon an fè, All Fives konte pa twa; ☰ → Règ yo genyen yo tout.
## Ekran Règ yo (☰ → Règ yo, ak Règ tab la nan fòm nan): chak jwèt ak chak règ tab nan yon
## paragraf ak sous li, pou yon tab ka wè "èske se règ la?" nan aplikasyon an. Paragraf yo di sa
## aplikasyon an fè, menm jan ak en.ftl, ak mo kat règ la; yo pa kopye kat la.
rules-menu = Règ yo
rules-open = Li règ yo
rules-title = Règ yo
rules-back = ← Tounen
rules-intro = allfives kenbe nòt pou jwèt domino nan fanmi All Fives, ki jwe ak yon jwèt doub-sis 28 tuil. Chak règ anba a di ki kote li soti: pagat.com (paj John McLeod yo), ansiklopedi Britannica (atik "Muggins"), Foster's Complete Hoyle (1897), règ lig ba angle yo, oswa yon desizyon aplikasyon an pran kote sous yo pa di anyen oswa yo pa dakò.
rules-count-title = Kijan pou konte
rules-para-count = Apre chak tuil yo poze, adisyone pwen ki sou bout ouvè yo; yon blan konte 0. Yo poze doub yo an travè, e yon doub konte de mwatye li toutotan youn nan long kote li yo lib: [5-5] konte 10, [6-6] konte 12. Kafou a se sèl tuil ki gen règ apa. Se yon doub yo ka jwe sou li nan kat bò: de premye tuil yo jwe sou li a ale sou de kote li yo; li konte de mwatye li toutotan yon kote lib, e 0 depi toude kouvri; se sèlman lè sa a yo ka jwe sou de pwent li yo, sa ki louvri yon twazyèm ak yon katriyèm branch. Yon total ki bay pwen ale touswit bay moun ki fèk poze tuil la. Sous: pagat.com All Fives.
rules-example-title = Kafou a louvri (egzanp kat règ la)
rules-example-head = Kou | Bout ouvè | Total | Pwen
rules-example-1 = [5-5] louvri (kafou) | 10 | 10 | 10
rules-example-2 = [5-0] sou yon kote | 10 + 0 | 10 | 10
rules-example-3 = [5-3] sou lòt kote a | 0 + 3 | 3 | 0
rules-example-4 = [5-2] louvri yon twazyèm branch | 0 + 3 + 2 | 5 | 5
rules-example-5 = [5-6] louvri katriyèm branch lan | 0 + 3 + 2 + 6 | 11 | 0
rules-variants-title = Jwèt yo
rules-house-title = Règ tab la
rules-variant-all-fives = Premye doub ki poze a fè kafou, kit se li ki louvri, kit se pa li. Yon total ki se yon miltip senk bay menm kantite pwen an; pi gwo kou a se 35 ([6-6], [5-5] ak [4-4] nan bout twa branch, ak yon 5 sou katriyèm lan). Jan jwèt la mande: 9 / 7 / 5 tuil chak pou 2 / 3 / 4 jwè; moun ki genyen manch lan pran pwen advèsè yo, awondi sou senk; jiska 250 pou de moun ak 200 pou twa oswa kat. Sous: pagat.com All Fives.
rules-variant-five-up = Chak doub fè kafou, kidonk jwèt la gaye e senk bout ka konte ansanm. Miltip senk bay pwen, e pa gen limit pou yon sèl kou. Jan jwèt la mande: 5 tuil chak, chak nòt divize pa senk, epi pati a jwe jiska 61 sou yon planch kribaj. Sous: pagat.com Five Up.
rules-variant-muggins = Okenn doub pa fè kafou: liy lan gen de bout sèlman, e yon doub konte de mwatye li toutotan lòt bò li a lib; pi gwo kou a se 20. Miltip senk bay pwen. Jan jwèt la mande: 7 / 7 / 5 tuil chak; nan Muggins, chak moun pèdi pwen ki rete nan men l nan fen manch lan, awondi sou senk; jiska 200; jwè yo anonse pwen yo, e "Muggins!" pran yon kont ki manke. Moun yo pa fè atansyon ak non an: mande si doub yo fè kafou. Sous: pagat.com Muggins; ansiklopedi Britannica ak Foster's Hoyle pou rele Muggins la.
rules-variant-fives-and-threes = Okenn doub pa fè kafou. Yon total ki divize pa senk bay yon pwen pou chak senk, e yon total ki divize pa twa bay yon pwen pou chak twa: 3 → 1, 5 → 1, 6 → 2, 9 → 3, 10 → 2, 12 → 4, 15 → 8, 18 → 6, 20 → 4; lòt total yo bay 0. Pa gen pioche: yon jwè ki pa ka jwe pase. Moun ki fè domino pran yon pwen, yon jwèt bloke pa bay anyen; se moun ki sou bò goch la ki louvri apre; pati a jwe pou rive egzakteman 61. Sous: pagat.com Fives and Threes; règ lig ba angle yo.
rules-variant-all-threes = Menm jan ak All Fives, men se yon total ki se yon miltip twa ki bay pwen, e pwen ki rete nan men yo awondi sou twa ki pi pre a; pi gwo kou a se 36. Jan jwèt la mande: 7 / 5 / 5 tuil chak, jiska 250 pou de moun ak 200 pou twa oswa kat. Sous: yon règ aplikasyon an fè (sous yo pa pale de li).
rules-head-teams = Ekip
rules-house-teams = Lè nou kat, nou jwe de kont de an ekip si nou pa chanje anyen, patnè yo chita youn anfas lòt (jwè 1 ak 3, jwè 2 ak 4): pwen yo ale nan ekip la, e pwen ki rete nan men yon ekip se pwen de patnè yo adisyone. Si w dekoche «Jwe an de ekip», chak moun jwe pou tèt li. Sous: pagat.com All Fives.
rules-house-hand-size = Tuil chak moun pou 2 / 3 / 4 jwè: 9 / 7 / 5 dapre pagat; 7 / 5 / 5 dapre yon sous ewopeyen; 7 / 7 / 7 dapre Newsome ak Born, sa ki vle di lè nou kat, pa gen pioche; oswa menm kantite tuil pou tout jwè, kit nou de, twa oswa kat. Rès la, bouch anba, se pioche a. Premye manch lan, se osò yo chwazi kiyès ki louvri, e li ka louvri ak nenpòt tuil; apre sa, moun ki fè domino a louvri, e apre yon manch bloke, yo tounen tire osò. Sous: pagat.com All Fives; Play Dominoes Like a Champion (Newsome ak Born).
rules-house-draw-when-able = Yon jwè ki ka jwe fòk li jwe: règ prensipal la pa kite w pioche si w gen yon tuil ki ka antre. Yon jwè ki pa ka jwe pioche jiskaske li jwenn yon tuil ki antre oswa jiskaske pioche a fini, e tuil li pioche ki antre a, li poze l touswit; si pioche a vid, li pase. Ak règ tab sa a, yon jwè ka pioche menm lè li gen yon tuil ki antre. Sous: pagat.com All Fives.
rules-house-boneyard-reserve = Ak 1 oswa 2, kantite tuil sa a rete nan pioche a, yo pa janm pioche yo: yon jwè ki pa ka jwe e ki jwenn se yo sèlman ki rete, pase. Ak 0, yo ka pioche tout tuil yo. Sous: pagat.com; Foster's Complete Hoyle.
rules-house-end-of-hand = Manch lan fini lè yon moun poze dènye tuil li (li fè domino), oswa lè pèsonn pa ka jwe ankò (jwèt la bloke: moun ki gen mwens pwen nan men l genyen). Pwen yo awondi sou senk ki pi pre a: 1 → 0, 3 → 5, 13 → 15, 22 → 20. Advèsè yo, règ prensipal la: moun ki genyen an pran pwen tout advèsè yo adisyone, awondi; [6-4] ak [2-1] ki rete fè 13, kidonk 15. Chak advèsè: chak men awondi apa, epi adisyone (ansyen liv; 3 + 3 pwen → 10, pa 5). Diferans: pwen advèsè yo mwens pwen moun ki genyen an, awondi (kèk tab ameriken). Chak moun pou tèt li: chak moun pèdi pwen ki rete nan men l, awondi, e pèsonn pa pran anyen; nòt yo ka desann anba zewo. Pwen de patnè yo adisyone. Si yon jwèt bloke fini egal, pèsonn pa pran anyen lè se de oswa kat moun; lè se twa, de moun ki egal yo separe pwen twazyèm nan: chak moun pran mwatye, awondi anba (desizyon aplikasyon an). Sous: pagat.com All Fives ak Muggins.
rules-house-scale = Pwen: chak nòt jan yo konte l. Senk: chak nòt divize pa senk (15 → 3), epi yo jwe jiska 61 sou yon planch kribaj; nòt All Fives toujou miltip senk, kidonk se menm jwèt la, konte pi piti. All Threes divize pa twa pito. Fives and Threes toujou konte an pwen sou pwòp tablo li. Sous: pagat.com.
rules-house-target = Premye moun oswa ekip ki rive nan objektif la genyen touswit, kit se ak yon kou, kit se ak pwen fen manch lan. Si de moun oswa de ekip rive la nan menm fen manch, sa ki gen plis pwen an genyen; si yo egal, yo jwe yon lòt manch (desizyon aplikasyon an, tankou kribaj). Si nou pa chanje l: 61 lè nòt yo divize pa senk oswa twa; an pwen, 250 pou de moun ak 200 pou twa oswa kat, Muggins 200, Fives and Threes 61. Sous: pagat.com.
rules-head-exact-target = Objektif egzak
rules-house-exact-target = Egzakteman: yon nòt ki ta depase objektif la pa konte, e jwèt la kontinye: 59 + 3 rete 59. Pwen moun ki fè domino a konte ansanm ak kou ki fè l fini an, kidonk 59 + 2 + 1 pa konte. Fives and Threes toujou jwe konsa; nan All Fives, se tab la ki chwazi. Sous: pagat.com.
rules-house-muggins = Pa aktive: aplikasyon an konte chak kou, pèsonn pa anonse. Aktive: moun ki poze tuil la anonse pwen li, e aplikasyon an kache kont lan jiskaske li anonse. Anvan pwochen tuil, pioche oswa pase, yon advèsè ka rele "Muggins!" si anons lan manke oswa li pa bon: kou a pa bay jwè a anyen; ak Vòlè, moun ki rele a (oswa ekip li) pran pwen yo, ak Pèdi, pwen yo pèdi. Si pèsonn pa rele, kou a bay vrè total li (desizyon aplikasyon an); si anons lan te bon, yo refize Muggins lan epi yo montre kalkil la. Sous: ansiklopedi Britannica "Muggins"; Foster's Complete Hoyle.
deal-help-pagat = 9 tuil chak pou de moun, 7 pou twa, 5 pou kat; rès la se pioche a. (pagat)
deal-help-european = 7 tuil chak pou de moun, 5 pou twa oswa kat; rès la se pioche a. (yon sous ewopeyen pagat site)
deal-help-newsome-born = 7 tuil chak pou de, twa oswa kat moun: lè nou kat, pa gen pioche. (Play Dominoes Like a Champion)
deal-help-each = { $n } tuil chak, kèlkeswa kantite jwè yo; rès la se pioche a.
deal-help-preset = { $variant }: { $sizes } tuil chak pou 2 / 3 / 4 jwè. (pagat)
draw-when-able-help-no = Yon jwè ki gen yon tuil ki antre dwe jwe l; se sèlman moun ki pa ka jwe ki pioche. Aplikasyon an pa wè men jwè yo: li aksepte tout pioche, epi fichye .fives la di tab la te jwe règ sa a. (règ prensipal pagat la)
draw-when-able-help-yes = Yon jwè ka pioche menm lè li gen yon tuil ki antre. Aplikasyon an aksepte tout pioche kèlkeswa règ la (li pa wè men jwè yo); fichye .fives la di tab la te pèmèt sa. (kèk tab; pagat)
reserve-help-n = { $n ->
    [0] Yo ka pioche tout tuil ki nan pioche a. (règ prensipal pagat la)
    [1] Dènye tuil la rete nan pioche a, yo pa janm pioche l. (pagat)
   *[other] Dènye { $n } tuil yo rete nan pioche a, yo pa janm pioche yo. (pagat; Foster's Hoyle)
}
eoh-help-opponents = Moun ki genyen manch lan pran total pwen tout advèsè yo, awondi sou { $unit ->
    [3] twa
   *[other] senk
} ki pi pre a. (pagat)
eoh-help-opponents-each = Moun ki genyen an pran pwen chak advèsè awondi sou { $unit ->
    [3] twa
   *[other] senk
}, adisyone. (ansyen liv)
eoh-help-difference = Moun ki genyen an pran pwen advèsè yo mwens pwen pa l, awondi. (kèk tab ameriken)
eoh-help-own = Pèsonn pa fè pwen: chak moun pèdi pwen ki nan men l, awondi; nòt ka desann anba zewo. (pagat Muggins)
scale-help-points = Nòt yo konte an pwen, jan yo ye a. (pagat)
scale-help-fives = Chak nòt divize pa senk (15 → 3) epi make jiska 61 sou yon planch kribaj: menm jwèt la, konte pi piti. (pagat)
scale-help-threes = Chak nòt divize pa twa (12 → 4): menm jwèt la, konte pi piti.
target-hint-exact = fòk ou rive egzakteman: yon nòt ki ta depase l pa konte
exact-target-help-no = Egzakteman pa aktive: premye moun ki rive oswa depase objektif la genyen. (pagat)
muggins-help-off = Aplikasyon an konte chak kou; pèsonn pa anonse. (pagat)
muggins-help-forfeit = Jwè yo anonse pwen yo; yon advèsè ka rele "Muggins!" si anons lan manke oswa li pa bon, epi pwen sa yo pèdi.
muggins-help-steal = Jwè yo anonse pwen yo; yon advèsè ka rele "Muggins!" si anons lan manke oswa li pa bon, epi li pran pwen sa yo. (Britannica; Hoyle)

## issue 8: rezoud yon diskisyon Muggins (RULES.md §6): pad pou anonse, desizyon ak prèv yo, Rekonte
pad-said-nothing = pa t di anyen
said-nothing = { $name } pa di anyen
no-call = pèsonn pa rele
muggins-bang = Muggins!
ruling-takes = { $team ->
    [yes] { $caller } rele: { $side } pran
   *[other] { $side } pran
} { $points } pwen
ruling-lost = { $caller } rele: pèsonn pa pran { $points } pwen yo, { $team ->
    [yes] ekip { $side }
   *[other] { $side }
} pèdi yo
call-refused = Muggins refize: { $why }
why-right = anons { $placer } te bon
why-nothing = kou { $placer } fè a pa bay pwen
why-own = { $caller } pa ka rele sou pwòp kou li
why-partner = { $caller } se patnè { $placer }
why-second = { $first } te deja rele
why-closed = twò ta, lè a pase
why-announcing = { $placer } poko fin anonse
why-late = twò ta, { $why }
late-by-placement = yo te deja poze yon lòt tuil apre kou sa a
late-by-draw = yo te deja pioche apre kou sa a
late-by-pass = yo te deja pase apre kou sa a
late-by-no-call = yo te di pa gen Muggins epi yo te konte l
late-by-settlement = yo te deja fè kont manch lan
log-place-open = { $name }: [{ $tile }] { $arith }
recount = Rekonte
recount-hide = Kache kont lan
recount-hint = Make chak bout ki konte ak valè li epi adisyone yo: èske sa bay pwen?
recount-hidden = Kache jiskaske { $name } anonse
recount-line = Rekonte: { $arith } · { $worth }
recount-worth = sa vo { $points } pwen
recount-nothing = sa pa vo anyen
proof-end = { $value } sou [{ $tile }]
compass-label = Bout branch yo: { $ends }
## issue 10: panèl antrenè a (mòd pratik). Chif yo parèt jan `allfives coach` ekri yo: P ak twa
## chif apre pwen an, repons ak nèt ak de.
coach-toggle = Antrenè
coach-toggle-hint = Mòd pratik: ki tuil ou poko wè ki fè pwen kounye a, epi, lè w antre men w an prive, sa chak kou kite pou moun ki vin apre w la. Anyen la a pa anrejistre.
coach-title = Antrenè · mòd pratik
coach-note = Li konte tuil jwè a poko wè: sa ki pa sou tab la e ki pa nan men ki make anba a. Yo pa janm anrejistre.
coach-whose-hand = Tuil kiyès
coach-follow-turn = Moun ki gen tou a ({ $name })
coach-follow-turn-none = Moun ki gen tou a
coach-scoring-now = Tuil ou poko wè ki fè pwen kounye a
coach-none-scores = Pa gen okenn tuil ou poko wè ki fè pwen kounye a
coach-hand-title = Tuil { $name } · prive, yo pa janm anrejistre
coach-hand-hint = Klike sou tuil { $name } genyen nan men l. Tuil ki poze soti nan men an pou kont yo; klike sou yon tuil ou pioche pou ajoute l.
coach-hand-tile = Nan men: { $tile }
coach-hand-entered = { $given } tuil make sou { $has }
coach-change = Chanje
coach-done = Fini
coach-clear = Efase men an
coach-plays-title = Kou { $name } yo, pi bon an anvan
coach-col-play = Kou
coach-col-now = Kounye a
coach-col-now-hint = Pwen kou sa a bay kounye a
coach-col-p = P
coach-col-p-hint = Chans pou moun ki vin apre a gen yon tuil ki fè pwen apre kou sa a (anvan nenpòt pioche)
coach-col-reply = Repons
coach-col-reply-hint = Konbyen pwen pi bon repons moun ki vin apre a vo an mwayèn
coach-col-net = Nèt
coach-col-net-hint = Kounye a − repons (kounye a + repons lè moun ki vin apre a se patnè)
coach-play-on = { $tile } sou { $pips }
coach-play-lead = { $tile } louvri
coach-play-at = { $tile } { $place }
coach-replies = { $next } ka reponn: { $list }
coach-no-reply = Pa gen okenn tuil { $next } ta ka genyen ki fè pwen apre l
coach-nobody-replies = Kou sa a fini manch lan: pa gen repons
coach-partner = { $next } se patnè { $name }: repons lan konte pou ekip yo (nèt = kounye a + repons)
coach-no-play = Okenn tuil pa antre: { $name } dwe pioche oswa pase
coach-wait-turn = Kou { $name } yo ap konte lè se tou { $name } (kounye a se tou { $expected })
coach-hidden = N ap tann anons { $name }: antrenè a montre chif li yo lè total la parèt
coach-no-hand = Antrenè a konte kou yo pandan yon manch ap jwe
coach-count = { $name } gen { $has } tuil: { $given } deja make. Klike sou rès yo pou antrenè a ka konte kou yo.
coach-left = { $tile } { $placer } jwe a kite pou { $next }: P { $p } · repons { $reply }
coach-left-words = { $tile } { $placer } jwe a kite pou { $next }: { $odds } (jan yon moun k ap gade konte: tout tuil ki pa sou tab la, menm sa { $placer } genyen)
coach-odds = { $next } ka fè pwen apre l anviwon { $k } fwa sou { $d }, { $reply } pwen an mwayèn
coach-odds-none = { $next } pa ka fè pwen apre l
coach-odds-always = { $next } ka fè pwen apre l prèske chak fwa, { $reply } pwen an mwayèn
coach-odds-rare = { $next } ka fè pwen apre l mwens pase 1 fwa sou 20, { $reply } pwen an mwayèn
coach-play-words = { $odds }; kou sa a bay { $net } pwen nèt
coach-play-words-last = Pèsonn pa jwe apre l; kou sa a bay { $net } pwen nèt
coach-play-numbers = P { $p } · repons { $reply } · nèt { $net }
coach-hidden-said = { $name } fin pale; total la rete kache pandan yo ka rele Muggins: antrenè a ap montre chif li yo lè total la parèt
coach-hand-pips = { $name } ≈ { $pips } pwen
coach-domino = Si { $name } fè domino kounye a: { $hands } → { $award }

## issue 9: istwa pati yo, rejwe yon pati, grafik, estatistik jwè yo, ekspòte ak enpòte
hist-open = Istwa pati yo
hist-title = Istwa pati yo
hist-matches = Pati yo
hist-players = Jwè yo
hist-back-match = ← Tounen nan pati a
hist-back-new = ← Nouvo pati
hist-rescan = ↻ Li dosye a ankò
hist-csv = Ekspòte CSV
hist-reading = N ap li fichye pati yo: { $done } sou { $total }
hist-reading-first = N ap li dosye pati yo…
# The banner while the saves folder is read at start (numbers already written the language's way).
opening-reading = N ap li { $done } sou { $total } pati…
hist-none = Pa gen pati isit la
hist-count = { $n ->
    [one] 1 pati
   *[other] { $n } pati
}
hist-filter-player = Jwè
hist-variant = Jwèt
hist-all-games = Tout jwèt yo
hist-open-only = Sèlman pati ki pa fini
hist-col-date = Dat
hist-col-players = Jwè yo
hist-col-game = Jwèt
hist-col-result = Rezilta
hist-col-hands = Manch
hist-col-duration = Tan
hist-won = { $name } genyen
scores-to = { $a } kont { $b }
hist-unfinished = pa fini
hist-hands = { $n }
hist-duration = { $h ->
    [0] { $m } minit
   *[other] { $h } èdtan { $m } minit
}
hist-duration-unknown = tan an pa t note
hist-copy = kopi { $id } (nou pa konte l)
hist-conflict-copy = kopi konfli senkronizasyon { $id } (nou pa konte l)
hist-conflict-named = non fichye a di se yon kopi konfli senkronizasyon
hist-resume = ▶ Kontinye
hist-replay = ↺ Rejwe
hist-edit = Non ak remak…
hist-name = Non
hist-note = Remak
hist-save = Anrejistre
hist-export = Ekspòte pati a (.fives)
hist-exported = Pati a ekri nan { $file }
hist-not-exported = Nou pa t ka ekspòte l: { $why }
hist-delete = Efase
hist-deleted = Nan fatra a: { $what }
hist-trashed = { $players } · { $game } · { $when } · { $outcome }
hist-trashed-titled = “{ $title }” · { $players } · { $game }
hist-undo-delete = ↶ Anile efase a
hist-unreadable = { $n ->
    [one] 1 fichye pa ka li
   *[other] { $n } fichye pa ka li
}
hist-unreadable-kept = Nou kite fichye sa yo jan yo ye a.
hist-trash = Fatra ({ $n })
hist-restore = Remèt li
hist-import = Enpòte
hist-import-hint = Fichye pati (.fives) oswa yon dosye ki genyen yo, separe ak ';' — oswa lage fichye yo sou fenèt la
hist-import-go = Enpòte pati yo
replay-back = ← Istwa pati yo
replay-start = Anvan premye distribisyon an
replay-before = Pèsonn poko jwe
replay-deal = Manch { $n } · distribisyon an
replay-hand = Manch { $n }
replay-placement = Manch { $n } · kou { $p }
replay-dealt = Yo bay tuil manch { $n }
replay-dealt-leader = Yo bay tuil manch { $n } · { $name } louvri
replay-holds = { $name } montre { $pips } pwen
replay-tally = Yo konte nòt yo
replay-prev-hand = ◀◀ Manch
replay-prev = ◀ Tounen
replay-next = Swivan ▶
replay-next-hand = Manch ▶▶
replay-step = etap
chart-race = Kous nòt yo
chart-per-hand = Pwen chak manch
chart-side-points = { $name }: { $points }
chart-target = objektif
chart-deals = distribisyon
chart-steps = etap (klike pou rejwe depi la)
chart-hands = manch (klike pou wè fen manch lan)
stats-note = Sèlman pati nou konte (pa gen kopi). Lè se an ekip, pwen ekip la konte pou toude jwè yo.
stats-player = Jwè
stats-played = Pati jwe
stats-won = Pati genyen
stats-win-rate = % viktwa
stats-per-hand = Pwen chak manch
stats-best = Pi gwo kou
stats-points = { $n } pwen
stats-scoring = Kou ki fè pwen
stats-dominoes = Fè domino
stats-blocks = Genyen nan jwèt bloke
stats-muggins-won = Muggins genyen
stats-muggins-lost = Muggins pèdi
## issue 12: every word in Kreyòl, screen-reader names, themes, install
# Poukisa yon fichye pati pa t ka li oswa ekri (src/app/status.rs).
load-parse = liy { $line }, kolòn { $column }: se pa yon fichye pati allfives ({ $detail })
load-version = se yon allfives ki pi nouvo ki ekri l (fòma { $found }; sa a li 1 rive { $max })
load-setup = pati a pa ka jwe: { $why }
load-event = evènman { $n }: { $why }
io-not-found = fichye a pa egziste
io-folder-missing = dosye a pa egziste
io-not-a-folder = yon pati nan chemen an se yon fichye, se pa yon dosye
io-is-a-folder = se yon dosye, se pa yon fichye
io-permission = aksè refize
io-full = disk la plen
io-too-large = sistèm nan pa aksepte yon fichye ki gwo konsa
io-in-use = yon lòt pwogram ap sèvi ak fichye a
io-read-only = disk la se lekti sèlman
io-not-text = fichye a pa yon tèks
io-other = sistèm nan refize l (sa l di: { $error })
# Non pou lektè ekran (AccessKit): tuil, bout ouvè, nòt, bouton.
pips-0 = zewo
pips-1 = en
pips-2 = de
pips-3 = twa
pips-4 = kat
pips-5 = senk
pips-6 = sis
tile-name = { $first }-{ $second }
a11y-end-spinner-side = bout ouvè { $pips } sou kote kafou a
a11y-end-spinner-tip = bout ouvè { $pips } sou pwent kafou a
a11y-end-double = bout ouvè { $pips } sou kote { $tile }
a11y-end-of = bout ouvè { $pips } nan bout { $tile }
a11y-score = { $name }, { $points } pwen
a11y-language = Lang: { $lang }
# Meni an, koulè ekran an ak bwat enfòmasyon an.
menu = Meni
theme = Koulè ekran an
theme-dark = Fonse
theme-light = Klè
theme-high-contrast = Gwo kontras
about = Enfòmasyon sou allfives
about-title = allfives { $version }
about-what = Li kenbe nòt All Fives ak jwèt ki nan fanmi l, bò kote yon vrè jwèt domino.
about-saves = Pati yo anrejistre nan:
about-saves-flag = (chwazi ak --saves)
about-saves-checkout = (dosye saves kòd sous la: aplikasyon an ap kouri ak cargo run)
about-saves-installed = (dosye done òdinatè a pou allfives: aplikasyon an enstale)
about-saves-working = (dosye kote w ye a: sistèm nan pa gen dosye done)
about-settings = Lang lan ak koulè ekran an anrejistre nan:
about-license = Lojisyèl lib: MIT oswa Apache-2.0.
# Kisè anile a pi lwen pase dènye evènman an; konbinezon règ tab motè a refize.
load-cursor = kisè anile a pi lwen pase dènye nan { $events } evènman yo
rules-chip-out-outside = Fen manch lan: pwen pou moun ki fè domino a se nan Fives and Threes sèlman, pa nan { $variant }
rules-chip-out-only = Fen manch lan: Fives and Threes bay sèlman pwen pou moun ki fè domino a
rules-scale-threes = Fason pou make: twa se nan All Threes sèlman, pa nan { $variant }
rules-scale = Fason pou make: { $scale } pa sèvi nan { $variant }
rules-not-used = { $rule } pa sèvi nan { $variant } (pa gen pioche)
rules-reserve = Tuil ki pa janm soti nan pioche a dwe se 0, 1 oswa 2, pa { $n }
rules-deal = Yo pa ka bay { $players } jwè { $each } tuil chak nan 28
rules-reserve-above-boneyard = { $reserve } tuil ki pa janm soti pa ka rete nan pioche a: { $players } jwè ki resevwa { $each } tuil chak kite { $boneyard } nan 28
rules-target = Objektif la dwe plis pase 0

## issue 11: anyen pa pèdi — yon sèl fenèt ekri nan yon dosye pati, yon anrejistreman ki pa mache rete sou ekran an
read-only-banner = Lekti sèlman: yon lòt fenèt allfives louvri dosye pati sa yo (pwosesis { $pid }). Antre pati a nan lòt fenèt la; fenèt sa a montre l, epi l ap pran relè lè lòt la fèmen.
read-only-banner-unknown = Lekti sèlman: yon lòt fenèt allfives louvri dosye pati sa yo. Antre pati a nan lòt fenèt la; fenèt sa a montre l, epi l ap pran relè lè lòt la fèmen.
read-only-refused = Anyen pa chanje: fenèt sa a se lekti sèlman pandan yon lòt fenèt allfives ap kenbe pati a.
not-saved-kept = Tout sa nou antre rete nan fenèt sa a, epi chak fwa nou antre yon lòt kou, n ap eseye anrejistre pati a ankò.
try-again = Eseye ankò
saved-again = Pati a anrejistre ankò: { $file } gen tout kou yo.
setup-spacing = Non '{ $name }' gen yon karaktè Tab, yon retou alaliy oswa twòp espas
folder-held = Pa anrejistre: yon lòt fenèt allfives pran dosye pati sa yo. Tout sa nou antre rete nan fenèt sa a jiskaske lòt la fèmen.
load-too-large = twò gwo pou yon pati anrejistre ({ $mb } MB; yon pati anrejistre pa depase { $max } MB), nou pa li l
load-empty = fichye a vid
load-not-text = se pa yon pati allfives anrejistre: fichye a pa yon tèks
load-folder = se pa yon pati allfives anrejistre: se yon dosye
load-not-a-file = se pa yon pati allfives anrejistre: se pa yon fichye nòmal
load-other-program = se pa yon pati allfives anrejistre: se fichye yon lòt pwogram, san vèsyon fòma allfives
load-bug = allfives kanpe sou yon erè nan pwòp pwogram li pandan l t ap li l ({ $detail })

## issue 7: yon tab ki pa bouje (konpa branch yo nonmen mitan li, kafou a)
compass-hub = [{ $tile }] konte { $points }
# what a double at an open end counts, small beside the pip that plays there
end-counts = konte { $points }

## pioche ak klavye: sa D ap tann
picker-draw-count = Tape konbyen tuil li pioche, oswa Enter pou youn · Backspace retire D a
picker-draw-more = Enter pioche { $n } · yon lòt chif pioche { $n }0 oswa plis · Backspace retire l

## sa Anile retire lè pèsonn pa rele, oswa lè yon anrejistreman verifye nòt yo
ev-no-call = pèsonn pa rele: pwen yo konte
ev-score-check = nòt yo verifye

## yon fichye pati ki koupe (yon kopi oswa yon senkwonizasyon ki pa t fini)
load-parse-cut = liy { $line }, kolòn { $column }: fichye a kanpe anvan pati a fini, li koupe ({ $detail })

## kantite pati nan istwa a lè gen yon filt
hist-count-shown = { $shown } sou { $n } pati

## panno tou a lè pati a fini
match-over-title = Pati a fini

## ekran istwa a: sa yon ekspò, yon deplasman nan fatra a oswa soti ladan l, ak yon enpò fè
hist-csv-exported = Istwa a ekri nan { $file }
hist-not-moved = Nou pa t ka deplase { $file }: { $why }
export-not-settled = manch { $n } fini men kont li poko fèt: fini manch lan anvan
export-window-open = yo ka toujou rele Muggins sou dènye kou a, e pwen kou sa a ta fè pati a fini: klike sou «Pa gen Muggins: konte l» anvan
export-broken = evènman { $n } pa respekte règ yo
import-saved = { $file }: nou enpòte l kòm { $match }
import-already = { $file }: pati sa a deja nan istwa a ({ $id })
import-already-earlier = { $file }: nou te deja enpòte menm pati a nan yon fichye anvan l
import-unreadable = { $file }: nou pa t ka li l: { $why }
import-not-text = { $file }: se pa yon fichye pati: fichye a pa yon tèks
import-problem = { $file }, liy { $line }: { $why }
import-not-saved = { $file }: nou pa t ka anrejistre l kòm { $target }: { $why }

## sa ki pa bon nan yon fichye pati (.fives), pou yon enpò; mo fòma a (hand, players:, draw…) rete jan yo ekri
rec-not-a-line = '{ $text }' se pa yon liy fichye pati: yon liy se 'kle: valè', 'hand' oswa 'NON: aksyon'
rec-hand-too-large = '{ $text }' twò gwo pou yon nimewo manch
rec-unknown-header = antèt '{ $key }' pa egziste (antèt yo se { $keys }; evènman yo vini apre yon liy 'hand')
rec-event-before-hand = '{ $player }: { $action }' vini anvan premye liy 'hand' la
rec-header-after-hand = antèt '{ $header }' dwe vini anvan premye liy 'hand' la
rec-not-a-number = '{ $text }' se pa yon nonb antye ({ $of })
rec-number-too-large = '{ $text }' twò gwo ({ $of })
rec-of-assertion = pwen ki apre '=' a
rec-of-announcement = pwen yo anonse yo
rec-of-score = yon nòt
rec-tile-malformed = '{ $text }' se pa yon tuil (ekri de nimewo 0 rive 6 ak yon '-' ant yo, tankou 5-3)
rec-tile-pips = yon tuil jwèt doub-sis gen 0 rive 6 pwen sou chak mwatye, se pa { $pips }
rec-two-equals = gen plis pase yon '=' sou liy lan
rec-no-action = anyen pa vini apre ':': ekri yon tuil, draw, pass, says, muggins oswa holds
rec-draw-count = 'draw { $n }': kantite tuil yo dwe se yon nonb antye
rec-says-without-points = 'says' bezwen pwen yo anonse yo: says N
rec-pip-total = '{ $n }' twò gwo pou yon total pwen
rec-not-an-action = '{ $text }' se pa yon aksyon: ekri 'T', 'T on U', 'draw', 'draw N', 'pass', 'says N', 'muggins' oswa 'holds …'
rec-assertion-without-tile = '= N' di konbyen pwen yon kou fè: li vini sèlman apre yon tuil
rec-score-entry = '{ $text }' pa ekri 'NON N' (score: NON N, NON N)
rec-line-too-long = liy lan gen { $bytes } okte; yon liy fichye pati pa depase { $max }
rec-given-twice = antèt '{ $header }' parèt de fwa
rec-value-one-of = { $header }: '{ $value }' pa youn nan { $allowed }
rec-value-hand-size = { $header }: '{ $value }' pa yon nonb ni youn nan { $allowed }
rec-value-target = { $header }: '{ $value }' dwe se yon nonb antye ant 1 ak { $max }
rec-date = date: '{ $value }' se pa yon dat ISO 8601 (2026-11-30, 2026-11-30T14:05)
rec-no-players = fichye a pa gen antèt 'players:' ({ $min } rive { $max } non, nan lòd moun yo chita)
rec-players = players: { $why }
rec-teams-need-four = teams: se sèlman kat jwè ki ka jwe an ekip, pa { $n }
rec-teams-not-two = teams: ekri de ekip, 'Ana & Cy, Ben & Di', oswa off
rec-team-not-pair = teams: '{ $team }' se pa de non ak yon '&' ant yo
rec-team-stranger = teams: '{ $name }' pa youn nan jwè yo
rec-team-name-twice = teams: '{ $name }' parèt de fwa
rec-hand-size-too-large = hand-size: yo pa ka bay { $players } jwè { $each } tuil chak nan 28
rec-wrong-hand = sa se manch { $expected }, se pa manch { $written }
rec-not-a-player = '{ $name }' pa yon jwè (jwè yo: { $players })
rec-draw-more-than-set = yo pa ka pioche { $n }: pioche a pa janm gen plis pase 28 tuil
rec-wrong-points = kou { $player } fè a bay { $points }, fichye a di { $written } ({ $arith })
rec-not-a-side = score: '{ $name }' pa yon jwè ni yon ekip nan pati sa a ({ $sides })
rec-side-twice = score: { $side } parèt de fwa
rec-side-missing = score: { $side } manke (mete chak jwè oswa chak ekip)
rec-wrong-scores = score: { $list }
rec-wrong-score = { $side } gen { $has }, fichye a di { $written }
## Klib la: klasman, youn kont lòt, tablo sezon an ak kat pati a
card-winner = Moun ki genyen
card-save = Kat pati a (PNG)
card-unfinished = pati a poko fini: yon kat montre rezilta final la
card-not-drawn = nou pa t ka desine kat la
hist-club = Klib
hist-board = Swa klib la
board-title = Tablo swa klib la
board-night = Swa { $day } (pati ki kòmanse ant 6 è nan maten jou sa a ak 6 è nan maten jou apre a; jiska 6 è nan maten, tablo a rete sou swa anvan an) · li swiv dosye pati yo pandan senkwonizasyon an ap pote pati yo
board-in-play = { $n ->
    [one] Ap jwe: 1 tab
   *[other] Ap jwe: { $n } tab
}
board-hand = Manch { $n }
board-finished = { $n ->
    [one] Fini aswè a: 1 pati
   *[other] Fini aswè a: { $n } pati
}
board-standings = Klasman aswè a (ak nòt yo te genyen deja)
board-none = Poko gen anyen.
board-skipped = { $n ->
    [one] Kite deyò: 1 fichye
   *[other] Kite deyò: { $n } fichye
}
board-skipped-unreadable = { $file }: pa li, { $why }
board-skipped-copy = { $file }: yon kopi konfli senkwonizasyon { $match }, nou pa konte l
board-link = Sou telefòn, pou gade sèlman: { $link }
board-not-watching = Tablo a pa ka swiv dosye pati yo: { $why }
club-period = Peryòd
club-all-time = Tout tan
club-this-month = Mwa sa a
club-season = Sezon
club-from = Depi
club-to = Jiska
club-bad-date = Tape dat sezon an konsa: 2026-03-01.
club-method = Nivo yo fèt ak metòd Weng-Lin, tout moun kòmanse ak 25; ± di konbyen nou sèten de nivo a (pi piti, pi sèten). Sèlman pati ki fini e ki konte.
club-standings = Klasman
club-csv = Ekspòte klasman an (CSV)
club-rating = Nivo
club-change = Chanjman
club-provisional-mark = { $rating } ?
club-provisional-note = ? pwovizwa: mwens pase 5 pati ki konte.
club-none-yet = Poko gen pati ki fini pou nou bay nivo.
club-none-in-period = Pèsonn pa fini yon pati nan peryòd sa a.
club-h2h = Youn kont lòt
club-h2h-first = Jwè oswa ekip
club-h2h-second = kont
club-pick = Chwazi…
club-never-met = Yo poko jwe youn kont lòt.
club-meetings = { $n ->
    [one] 1 pati youn kont lòt
   *[other] { $n } pati youn kont lòt
}
club-record = { $name }: { $wins ->
    [one] 1 viktwa
   *[other] { $wins } viktwa
}, { $for } pwen pou li, { $against } pwen kont li
club-others = Yon lòt jwè te genyen: { $n } fwa
club-biggest = Pi gwo viktwa { $name }: ak { $margin } pwen diferans ({ $date })
club-last = 5 dènye pati yo
club-someone-else = yon lòt jwè
club-rating-chart = Jan nivo a chanje (klike sou yon ti wonn pou rejwe pati sa a)
club-rating-axis = jou chak pati te kòmanse

## Show on phones: the window's box and the phones' page
share-menu = Montre sou telefòn…
share-title = Montre sou telefòn
share-watch = Gade tab la (tout moun, yon televizyon tou)
share-address = Oswa tape: { $address }
share-watching = { $n ->
    [one] 1 paj k ap gade
   *[other] { $n } paj k ap gade
}
share-seats = Jwe depi plas ou: eskane kòd plas ou, oswa tape kòd li sou paj pou gade a
share-code = Kòd: { $code }
share-seat-connected = Telefòn konekte ({ $address })
share-seat-none = Poko gen telefòn
share-drop = Retire telefòn sa a
share-stop = Sispann montre sou telefòn
share-plain-http = HTTP senp sou rezo sa a: nenpòt moun ki sou menm Wi-Fi a ka li tab la ak lyen yo pandan yo ap pase sou rezo a. Pataje lakay ou oswa sou yon rezo ou fè konfyans; nan yon kafe, se sèlman moun ki chita nan tab ou a ki dwe gen lyen yo, epi lè ou sispann pataje, tout lyen yo mouri.
share-failed = Nou pa ka montre sou telefòn: { $why }
share-port-in-use = yon lòt pwogram deja ap sèvi ak pò a
phone-online = An dirèk
phone-offline = Pa gen koneksyon, n ap eseye ankò…
phone-link-closed = Lyen sa a fèmen (yo sispann pataje, yo retire telefòn sa a, oswa pati li a fini)
phone-watching = N ap gade tab la
phone-your-seat = Plas ou: { $name }
phone-announce = Total ou: klike sou sa ou di a
phone-muggins = Muggins!
phone-tap-end = Klike sou bout kote { $tile } ap ale
phone-log = Manch sa a
phone-pair-title = Jwe depi plas ou: tape kòd plas ou
phone-pair-button = Konekte
phone-unknown-link = Lyen sa a pa louvri anyen: yo sispann pataje, oswa yo retire lyen an.
phone-watch-only = Yon lyen pou gade pa ka jwe: louvri lyen plas ou.
phone-too-many = Twòp demann: tann yon ti moman.
phone-too-large = Sa telefòn nan voye a twò gwo.
phone-bad-entry = Sa a se pa yon kou paj sa a voye.
phone-no-answer = N ap tann laptòp la… Nou kenbe kou a: laptòp la ap pran l yon sèl fwa, oswa l ap di poukisa, depi l reponn.
phone-pair-from-watch = Konekte depi paj pou gade a.
phone-pairing-closed = Twòp move kòd: eskane kòd QR plas ou sou laptòp la.
phone-wrong-code = Pa gen plas ki gen kòd sa a.
phone-stale = Nou pa pran kou sa a: tab la chanje ({ $changes }). Gade ankò, epi jwe l ankò.
phone-changed-undo = anile: { $what }
phone-changed-other = pati a chanje
phone-laptop-busy = Nou pa pran kou sa a: y ap chanje yon liy sou laptòp la.
phone-wait-leader = Poko: laptòp la ap chwazi ki moun ki louvri manch sa a.
phone-not-now = Pa kounye a: pa gen anyen k ap tann ou.
phone-match-ended = Lyen plas sa a te pou yon pati ki fini: eskane nouvo kòd QR plas ou sou laptòp la, oswa tape nouvo kòd li.
phone-cross-site = Nou pa pran kou sa a: se sèlman paj tab sa a ki ka voye kou. Louvri lyen plas ou.
phone-id-reused = Nou pa pran kou sa a: non kou sa a te deja sèvi pou yon lòt kou.
phone-wait-announce = Poko: { $name } poko fin anonse.
phone-which-end = [{ $tile }] ka ale sou plis pase yon bout: klike sou bout kote l ap ale a.
phone-not-that-end = [{ $tile }] pa ka ale sou bout sa a: klike sou youn nan bout ki limen yo.

# Pale: mo pou zòrèy la ak paramèt vwa nan meni ☰ la.
ear-plus = plis
ear-equals = fè
ear-minus = mwens
ear-becomes = vin
ear-undone = Anile:
speak-counts = Di pwen yo fò
speak-counts-hover = Apre chak kou, tab la di total la ak ki moun ki fè pwen, nan lang sa a.
speak-turn = Di tou ki moun ki pou jwe
speak-rate = Vitès
speak-volume = Volim
speak-voice = Vwa: { $voice }
speak-no-voice = Pa gen vwa: { $why }. { $install }
speak-why-no-service = speech-dispatcher pa lanse, e espeak-ng pa enstale
speak-why-no-system = vwa sistèm nan pa lanse ({ $system }), e espeak-ng pa enstale
speak-install-linux = Enstale espeak-ng (apt install espeak-ng), oswa lanse speech-dispatcher.
speak-install-windows = Enstale espeak-ng (enstalatè Windows li a) epi mete l nan PATH la.
speak-install-macos = Enstale espeak-ng (brew install espeak-ng).
