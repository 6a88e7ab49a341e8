import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormat, type DateFormat} from '../utils/dateFormat';

/**
 * theme-common's useDateTimeFormat, the one export of its IntlUtils (re-exported by its `internal`). A page's first
 * Intl.DateTimeFormat loads ICU's calendar data, 15–35 ms of its hydration (src/plugins/hydration-without-icu): the
 * English dates the theme shows are written by src/utils/dateFormat.ts instead.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return dateFormat(currentLocale, localeConfigs[currentLocale]!.calendar, options);
}
