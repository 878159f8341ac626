/** framer-motion's DOM animation features, fetched by LazyMotion after the form is on screen. */
export { domAnimation as default } from 'framer-motion';
