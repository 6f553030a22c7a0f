// framer-motion's DOM animation features, in a chunk of their own: LazyMotion loads them after
// the first paint, so the page does not wait for them.
export { domAnimation as default } from 'framer-motion';
