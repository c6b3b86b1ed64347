/**
 * `url` with a `made` parameter of `id` (an unknown parameter, which the API ignores): a URL not asked before, so
 * its answer is made, not one kept from an earlier request (http/kept-answers.ts).
 */
export const madeUrl = (url: string, id: string | number) => `${url}${url.includes('?') ? '&' : '?'}made=${id}`;
