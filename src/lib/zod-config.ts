import { z } from 'zod';

// zod 4 compiles parsers with `new Function` after probing for it; under our CSP (no 'unsafe-eval') the
// probe itself is reported as a violation. The interpreted parser is plenty fast for forms.
z.config({ jitless: true });
