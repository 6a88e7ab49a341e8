import type {ClientModule} from '@docusaurus/types';
import {AT_ANCHOR_ATTRIBUTE} from '../attribute';
import './styles.css';

/**
 * Blocks of a long page far below the first screen are drawn only when the
 * reader nears them (styles.css), and count as an estimate until then. A page
 * opened at an anchor draws them all, so that the scroll to the anchor reads
 * their true heights and the anchor stays where it lands: the attribute is set
 * before the page renders, and before Docusaurus scrolls to the anchor of a
 * link's target.
 */
const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    document.documentElement.toggleAttribute(AT_ANCHOR_ATTRIBUTE, location.hash.length > 1);
  },
};

export default clientModule;
