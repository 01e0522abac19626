// The tables an HTTP test writes rows into, for tests beside platform/ code: platform/ imports no
// module (ARCHITECTURE "How the API grows"), so they reach the modules' tables through the
// harness, as they reach the whole server.
export { products } from '../modules/catalogue/index.js';
export { offices, users } from '../modules/identity/index.js';
