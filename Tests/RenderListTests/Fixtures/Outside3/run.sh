#!/bin/bash
# usage: run.sh NAME DATA TEMPLATE  -> renders at 320/375/768, verifies, saves logs in out/
R=/tmp/frozen/render-list
name=$1; data=$2; tpl=$3
for w in 320 375 768; do
  o=out/$name-$w
  $R "$data" -o $o --template "$tpl" --width $w --rows-per-page 50 > out/$name-$w.render.log 2>&1
  echo "== $name @ $w: $(grep -c warning out/$name-$w.render.log) warning line(s)"
  $R verify $o > out/$name-$w.verify.log 2>&1
  $R verify $o --rows > out/$name-$w.rows.tsv 2>&1
  grep -m1 Verified out/$name-$w.verify.log || cat out/$name-$w.verify.log
done
