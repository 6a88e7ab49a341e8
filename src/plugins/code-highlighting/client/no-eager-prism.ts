// Stands in for theme-classic's client module that loads Prism and its extra
// languages on every page. components/CodeLines loads both with the highlighter,
// when a code block has to be highlighted in the browser.
export {};
