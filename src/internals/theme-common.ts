export {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
