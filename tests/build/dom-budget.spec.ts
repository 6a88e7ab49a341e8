import {test, expect} from '@playwright/test';
import {DOM_BUDGET, builtPageElements, domLimitOf} from '../../config/dom-budget.mjs';
import {buildDir} from '../support/paths';

test(`every built page has at most ${DOM_BUDGET} elements, or a listed reason`, () => {
  const over: Record<string, number> = {};
  for (const {route, elements} of builtPageElements(buildDir)) if (elements > domLimitOf(route)) over[route] = elements;
  expect(over).toEqual({});
});
