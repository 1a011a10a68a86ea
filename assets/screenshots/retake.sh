#!/bin/bash
# Retakes the README's window pictures in assets/screenshots/ from the records beside them
# (and, for the history, the replay and the players, the shared vectors' matches: VECTORS=path,
# default ../shared/vectors next to the checkout).
#
#   assets/screenshots/retake.sh [NAME ...]        # all pictures, or only the ones named
#   ALLFIVES=path/to/allfives assets/screenshots/retake.sh
#
# Each picture: the record is imported into a fresh temporary saves folder (with its own HOME,
# so no language, theme or zoom remembered from an earlier run leaks in), the real app starts on
# it under an Xvfb of its own (1280 x 800 screen), the window is sized with xdotool, the keys
# that bring the moment shown are sent (README "By keyboard"), and `import -window` captures
# the window. Then both are killed. Pictures named NAME-900.png are the 900 x 600 window.
#
# Where no key brings a moment, a step is a click at a point of the window (click:X,Y): those
# points follow the layout at 1280 x 800 and must be looked at again when it changes.
#
# Not made here (they have their own makers): the phone pages (tests/share_browser.rs), the
# club pages (`cargo run --example club_folder`), the match card and the club night board.
#
# Needs: Xvfb, xdotool, ImageMagick's import and convert. Run from anywhere; writes next to
# this script.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${ALLFIVES:-$root/target/debug/allfives}
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
[ -x "$bin" ] || { echo "retake.sh: no app binary at $bin (set ALLFIVES=path)" >&2; exit 1; }
for tool in Xvfb xdotool import convert; do
    command -v $tool >/dev/null || { echo "retake.sh: $tool is missing" >&2; exit 1; }
done

# Seconds to wait: for the window to come up, after each key, before the capture. A debug
# build on a busy machine is slow to draw its first frame.
start_wait=${START_WAIT:-5}
key_wait=${KEY_WAIT:-0.5}

work=$(mktemp -d)
pids=()
cleanup() {
    # Only the processes this script started, by their ids.
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    rm -rf "$work"
}
trap cleanup EXIT

# A display number no X server holds.
free_display() {
    local n=$((200 + RANDOM % 300))
    while [ -e /tmp/.X$n-lock ] || [ -e /tmp/.X11-unix/X$n ]; do n=$((n + 1)); done
    echo $n
}

# start_xvfb: an Xvfb of 1280 x 800 on a free display; sets xvfb_n and xvfb_pid. Waits for its
# socket, and tries another number if that one was taken meanwhile (several runs at once).
start_xvfb() {
    local try i
    for try in 1 2 3 4 5; do
        xvfb_n=$(free_display)
        Xvfb :$xvfb_n -screen 0 1280x800x24 -nolisten tcp 2>/dev/null &
        xvfb_pid=$!
        pids+=($xvfb_pid)
        for i in $(seq 1 20); do
            # Ours, and answering (a client can talk to it), not only a socket.
            if kill -0 $xvfb_pid 2>/dev/null &&
                DISPLAY=:$xvfb_n xdotool getdisplaygeometry >/dev/null 2>&1; then
                sleep 0.5
                kill -0 $xvfb_pid 2>/dev/null && return 0
            fi
            kill -0 $xvfb_pid 2>/dev/null || break
            sleep 0.25
        done
        kill $xvfb_pid 2>/dev/null
        wait $xvfb_pid 2>/dev/null
    done
    return 1
}

# shot: take, and once more if the app found no X server (now and then an Xvfb that answered
# is gone by the time the app connects, with other runs on the machine).
shot() {
    take "$@" || { echo "$1: once more" >&2; take "$@"; }
}

# take OUT RECORD W H LANG THEME [KEY ...]
#   OUT     picture name, without .png
#   RECORD  a .fives file (imported into an empty saves folder), several joined with +
#           (folders too), or "-" for none
#   W H     window size in points (the screen is always 1280 x 800)
#   LANG    en or ht;  THEME  dark, light or high-contrast
#   KEY     xdotool key names, sent one at a time (5, F11, Down, ctrl+z, Return ...), or
#           click:X,Y for a click at X,Y in the window (only where no key does it)
take() {
    local out=$1 rec=$2 w=$3 h=$4 lang=$5 theme=$6
    shift 6
    local dir=$work/$out
    mkdir -p "$dir/saves" "$dir/home"
    if [ "$rec" != - ]; then
        # Several records or folders: joined with +.
        local recs
        IFS=+ read -r -a recs <<<"$rec"
        HOME=$dir/home "$bin" --saves "$dir/saves" import "${recs[@]}" >/dev/null ||
            { echo "$out: import of $rec failed" >&2; return 1; }
    fi
    # before_start (set by the caller for one picture): a command run with $dir at hand.
    [ -n "${before_start:-}" ] && eval "$before_start"
    local n x
    start_xvfb || { echo "$out: Xvfb did not start" >&2; return 1; }
    n=$xvfb_n x=$xvfb_pid
    # Its own HOME and XDG folders: the preferences eframe keeps start empty.
    DISPLAY=:$n HOME=$dir/home XDG_DATA_HOME=$dir/home/data XDG_CONFIG_HOME=$dir/home/config \
        "$bin" --saves "$dir/saves" --lang "$lang" --theme "$theme" 2>"$dir/stderr" &
    local a=$!
    pids+=($a)
    local wid="" i
    for i in $(seq 1 $((start_wait * 4))); do
        wid=$(DISPLAY=:$n xdotool search --pid $a --name allfives 2>/dev/null | head -1)
        [ -n "$wid" ] && break
        sleep 0.25
    done
    if [ -z "$wid" ]; then
        echo "$out: no window (see below)" >&2
        cat "$dir/stderr" >&2
        kill $a $x 2>/dev/null
        return 1
    fi
    sleep "$start_wait"
    DISPLAY=:$n xdotool windowsize "$wid" "$w" "$h"
    sleep 1
    # The pointer off the buttons (no hover glow), the keyboard on the window.
    DISPLAY=:$n xdotool mousemove $((w / 2)) $((h - 5))
    DISPLAY=:$n xdotool windowfocus "$wid"
    sleep 0.5
    # before_keys (set by the caller for one picture): a command run with $dir at hand.
    [ -n "${before_keys:-}" ] && eval "$before_keys"
    local k
    for k in "$@"; do
        case $k in
            click:*)
                # click:X,Y is a left click at X,Y in the window (points from its top left).
                local xy=${k#click:}
                DISPLAY=:$n xdotool mousemove --window "$wid" "${xy%,*}" "${xy#*,}" click 1
                DISPLAY=:$n xdotool mousemove $((w / 2)) $((h - 5))
                ;;
            *) DISPLAY=:$n xdotool key "$k" ;;
        esac
        sleep "$key_wait"
    done
    sleep 1.5
    DISPLAY=:$n import -window "$wid" "$here/$out.png"
    echo "$out.png  ${w}x$h  $(basename "$rec")  keys: $*"
    kill $a 2>/dev/null
    wait $a 2>/dev/null
    kill $x 2>/dev/null
    wait $x 2>/dev/null
}

# read_only OUT RECORD LANG: a second window on a folder a first window holds, captured.
read_only() {
    local out=$1 rec=$2 lang=$3
    local dir=$work/$out
    mkdir -p "$dir/saves" "$dir/home"
    HOME=$dir/home "$bin" --saves "$dir/saves" import "$rec" >/dev/null || return 1
    local n x
    start_xvfb || { echo "$out: Xvfb did not start" >&2; return 1; }
    n=$xvfb_n x=$xvfb_pid
    local env=(DISPLAY=:$n HOME=$dir/home XDG_DATA_HOME=$dir/home/data XDG_CONFIG_HOME=$dir/home/config)
    env "${env[@]}" "$bin" --saves "$dir/saves" --lang en 2>/dev/null &
    local first=$!
    pids+=($first)
    sleep "$start_wait"
    local wid="" first_wid i w
    first_wid=$(DISPLAY=:$n xdotool search --name allfives | head -1)
    env "${env[@]}" "$bin" --saves "$dir/saves" --lang "$lang" 2>/dev/null &
    local second=$!
    pids+=($second)
    # The second window is the one that is not the first (xdotool's --pid answers with the
    # first window while the second is not mapped yet).
    for i in $(seq 1 $((start_wait * 4))); do
        for w in $(DISPLAY=:$n xdotool search --name allfives 2>/dev/null); do
            [ "$w" != "$first_wid" ] && wid=$w
        done
        [ -n "$wid" ] && break
        sleep 0.25
    done
    sleep "$start_wait"
    if [ -n "$wid" ]; then
        # The first window out of sight: import -window takes what the screen shows there.
        [ -n "$first_wid" ] && DISPLAY=:$n xdotool windowunmap "$first_wid"
        DISPLAY=:$n xdotool windowsize "$wid" 1280 800
        DISPLAY=:$n xdotool windowmove "$wid" 0 0
        DISPLAY=:$n xdotool windowraise "$wid"
        DISPLAY=:$n xdotool mousemove 640 795
        sleep 1.5
        DISPLAY=:$n import -window "$wid" "$here/$out.png"
        echo "$out.png  1280x800  $(basename "$rec")  second window, --lang $lang"
    else
        echo "$out: no second window" >&2
    fi
    kill $second $first 2>/dev/null
    wait $second $first 2>/dev/null
    kill $x 2>/dev/null
    wait $x 2>/dev/null
}

printf 'variant: all-fives\nplayers: Ana, Ben\n\nhand\nAna: 5-5 = 10\nBen: 5-0 on 5-5 = 10\n' \
    >"$work/speech.fives"

# crop OUT FROM GEOMETRY: OUT.png is the part GEOMETRY (ImageMagick's WxH+X+Y) of FROM.png.
crop() {
    convert "$here/$2.png" -crop "$3" +repage "$here/$1.png" && echo "$1.png  $3 of $2.png"
}

# muggins-window.png is muggins-proof.fives without its last line (the call): the window open.
head -n -1 "$here/muggins-proof.fives" >"$work/muggins-window.fives"

# The shared vectors' matches with a date each (a record's date: header), every second evening
# back from 2026-10-28, all-fives-4p.fives the newest: the history's order and its dates.
vectors=${VECTORS:-$root/../shared/vectors}
mkdir -p "$work/matches"
if [ -d "$vectors/matches" ]; then
    i=0
    for f in $(ls "$vectors/matches"/*.fives | grep -v '/all-fives-4p.fives$') \
        "$vectors/matches/all-fives-4p.fives"; do
        [ -f "$f" ] || continue
        i=$((i + 1))
        when=$(date -u -d "2026-10-28 20:11 UTC - $(( (28 - i) * 2 )) days + $(( i * 7 % 50 )) min" \
            +%Y-%m-%dT%H:%M)
        sed "0,/^variant:/s//date: $when\nvariant:/" "$f" >"$work/matches/$(basename "$f")"
    done
fi

# name  record  width height  lang theme  keys (as the records' first lines say)
all() {
    local s=$here
    shot table-en        $s/table.fives          1280 800 en dark
    shot table-ht        $s/table.fives          1280 800 ht dark
    shot table-light     $s/table.fives          1280 800 en light
    shot table-900       $s/table.fives           900 600 en dark
    # Ben's [2-3] fits three ends; the 5 typed next is refused while it waits for its end.
    shot end-choice      $s/table.fives          1280 800 en dark 2 3 5
    shot end-choice-900  $s/table.fives           900 600 en dark 2 3 5
    # The rules card's first two placements ([5-5], Ben's [5-0]); ☰, Speak counts (the click
    # closes the menu), ☰ again.
    shot speech-menu-en  $work/speech.fives      1280 800 en dark click:24,13 click:22,140 click:24,13
    shot speech-menu-ht  $work/speech.fives      1280 800 ht dark click:24,13 click:22,140 click:24,13
    # ☰ (top left), then Rules in the menu it opens.
    shot rules-en        $s/table.fives          1280 800 en dark click:24,13 click:36,250
    shot rules-ht        $s/table.fives          1280 800 ht dark click:24,13 click:36,250
    shot layout          $s/layout.fives         1280 800 en dark
    shot layout-900      $s/layout.fives          900 600 en dark
    shot five-up         $s/five-up.fives        1280 800 en dark
    shot five-up-900     $s/five-up.fives         900 600 en dark
    shot layout-apart    $s/layout-apart.fives   1280 800 en dark
    shot layout-apart-900 $s/layout-apart.fives   900 600 en dark
    # Coach (top bar), then Ana's hand tapped into its purple picker.
    # The purple picker is a triangle: row a holds [a-a] to [a-6], so [a-b] is at
    # x = 743 + 52 (b - a), y = 351 + 27 a. Ana's tiles: 2-5 3-5 0-0 1-1 1-3 3-4 4-6 6-6.
    shot coach           $s/coach.fives          1280 800 en dark click:1058,13 \
        click:899,405 click:847,432 click:743,351 click:743,378 click:847,378 click:795,432 \
        click:847,459 click:743,513
    # Ana dominoes with [6-2]; Ben's pip total 11.
    shot hand-end        $s/hand-end.fives       1280 800 en dark 6 2 1 1
    shot hand-end-900    $s/hand-end.fives        900 600 en dark 6 2 1 1
    # The same in table mode.
    shot table-mode-hand-end     $s/hand-end.fives 1280 800 en dark F11 6 2 1 1
    shot table-mode-hand-end-900 $s/hand-end.fives  900 600 en dark F11 6 2 1 1
    # Ben says 5; Ana's [1-3] on the south arm; table mode; her announcement begun (1_).
    shot table-mode      $s/table-mode.fives     1280 800 en dark 5 1 3 Down F11 1
    shot table-mode-900  $s/table-mode.fives      900 600 en dark 5 1 3 Down F11 1
    shot muggins-window  $work/muggins-window.fives 1280 800 en dark
    shot muggins-window-900 $work/muggins-window.fives 900 600 en dark
    shot muggins-proof   $s/muggins-proof.fives  1280 800 en dark
    shot muggins-proof-900 $s/muggins-proof.fives 900 600 en dark
    read_only read-only  $s/table.fives ht
    # The shared vectors' matches and table.fives (unfinished), and a file that is not a save;
    # History (top bar), then the second match's date.
    before_start='echo "(not a save" >"$dir/saves/broken.ron"' \
        shot history     $work/matches+$s/table.fives 1280 800 en dark \
        click:1130,13 click:86,220
    # History, the 4-player match, Replay; Home, two hands on (Down Down), eight steps on.
    shot replay          $work/matches+$s/table.fives 1280 800 en dark \
        click:1130,13 click:86,220 click:1098,247 Home Down Down \
        Right Right Right Right Right Right Right Right
    # The replay's charts alone (retake replay first).
    crop score-race      replay 1280x236+0+564
    before_start='echo "(not a save" >"$dir/saves/broken.ron"' \
        shot stats       $work/matches+$s/table.fives 1280 800 en dark \
        click:1130,13 click:226,44
    # The folder that holds the saves folder turns into a file under the running app, then Ben
    # plays [0-6]: its save fails and the banner says why.
    before_keys='mv "$dir" "$dir.moved" && : >"$dir"' \
        shot not-saved   $s/table.fives          1280 800 en dark 0 6
}

if [ $# -eq 0 ]; then
    all
else
    # Only the named pictures: run the matching lines of all().
    for want in "$@"; do
        line=$(declare -f all | grep -E "^ *([a-z_]+='[^']*' +)?(shot|read_only|crop) +$want +")
        [ -n "$line" ] || { echo "retake.sh: no picture named $want" >&2; continue; }
        s=$here
        eval "$line"
    done
fi
