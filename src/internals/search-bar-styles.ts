// The dropdown's own classes, so that this site's "no results" template looks like the plugin's rows.
export {default as searchBarStyles} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
