// The renderer is an ES module only. jiti, which loads the site config and
// this plugin, turns `import()` into `require()` in the files it compiles, but
// leaves .cjs files to Node: here `import()` is Node's own.
module.exports = () => import('beautiful-mermaid');
