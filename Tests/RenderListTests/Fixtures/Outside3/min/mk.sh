#!/bin/bash
# usage: mk.sh NAME WIDTH 'CSS' 'PROTOTYPE-INNER-MARKUP' 'ROW-JSON'   (run from /work/outside3)
# writes min/NAME/{t.xhtml,d.json}, renders, verifies, prints render log + row line
n=$1; w=$2; css=$3; markup=$4; row=$5
d=min/$n; mkdir -p $d
[ -n "$FONTS" ] && cp $FONTS $d/ 2>/dev/null
cat > $d/t.xhtml <<X
<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
<head><meta charset="utf-8"/><title>m</title><style>
body { margin: 0; }
$css
</style></head>
<body><div class="list" rl:list="">
<article class="cell" rl:prototype="Cell">$markup</article>
</div><nav rl:pager="">p</nav></body></html>
X
echo "[$row]" > $d/d.json
/tmp/frozen/render-list $d/d.json -o out/min-$n --template $d/t.xhtml --width $w --rows-per-page 50 2>&1 | sed 's/^/  render: /'
/tmp/frozen/render-list verify out/min-$n --rows 2>&1 | tail -n +1 | sed 's/^/  row: /'
