#!/bin/bash
# usage: run.sh NAME DATA TEMPLATE
name=$1; data=$2; tpl=$3
for w in 320 375 768; do
  out=/work/outside2/sites/$name-$w
  rm -rf "$out"
  echo "=== $name width $w"
  /work/outside2/render-list "$data" -o "$out" --template "$tpl" --width $w 2>&1
  /work/outside2/render-list verify "$out" --worst 10 2>&1
done
