export {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
