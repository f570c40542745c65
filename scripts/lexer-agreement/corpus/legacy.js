// Plain JavaScript (the lexer reads JSX in .js too): CommonJS, regex and division.
"use strict";
const path = require('path');
module.exports = function render(props) {
  const pct = props.done / props.total * 100;
  const re = /^(?:[a-z]+:)?\/\//i;
  return <div className={pct > 50 ? 'high' : 'low'}>{pct.toFixed(1)}% done {path.sep}</div>;
};
var legacy = "a" +
  'b' + re.source;
