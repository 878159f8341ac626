import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for what a test needs; their 1 s default was too short for a render on a
// two-core machine busy with other workers (a wait is no speed assertion, the test timeout still bounds it).
configure({ asyncUtilTimeout: 5000 });
