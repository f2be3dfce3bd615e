/**
 * Catalogue changes (categories, packages, components, works) ask for the public site to be rebuilt.
 * The API only signals; what a request does (an in-process build, a build hook) is configured by whoever
 * runs the API. Orders, profiles and contact messages never call it.
 */
export type Publisher = { request(reason: string): void };

export const noPublisher: Publisher = { request() {} };
