// The stock code block's classes (title bar, content, button group), borrowed so that this site's code blocks look like stock ones.
export {default as codeBlockContentStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
