import outlines from './guide-outlines.json';

type Outline = {title: string; sections: string[]};

/**
 * The title and section outline (H2s) of every guide, from the docs plan.
 * A page may add sections; it may not drop or rename these.
 */
export const guideOutlines: Record<string, Outline> = outlines.guides;

/** The example pages (docs plan §12, /docs/examples*), delivered with the runnable examples. */
export const exampleOutlines: Record<string, Outline> = outlines.examples;
