/** The kit's labelled field (label, required mark, hint, the error beside it), one for every remote. */
export { Field } from '@tightlines/kit';
