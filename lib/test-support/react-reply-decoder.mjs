// Answers, for each server action body it is given, whether React's own decoder reads it as Next would
// (lib/net/action-arguments.decoder.test.ts). React's server build loads only under the react-server
// condition, so this runs as `node --conditions react-server react-reply-decoder.mjs`, reading a JSON list
// of bodies on stdin and writing a JSON list of answers (true, or the decoder's error) on stdout.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const next = path.dirname(require.resolve('next/package.json'));
// The build Next's production server runs (app-page-turbo.runtime.prod.js bundles the same code).
const server = require(
  path.join(
    next,
    'dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js',
  ),
);
const busboy = require(path.join(next, 'dist/compiled/busboy'));

/** Next calls the action with the decoded list as its arguments (`action.apply(null, args)`). */
const callWith = (args) => {
  if (!Array.isArray(args)) throw new Error('The arguments are not a list.');
  (() => {}).apply(null, args);
  return true;
};

function formOf(entries) {
  const form = new FormData();
  for (const [key, value] of entries)
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.file]), 'file');
  return form;
}

async function decode(body) {
  const temporaryReferences = server.createTemporaryReferenceSet();
  if (body.kind === 'call-text')
    return callWith(await server.decodeReply(body.text, {}, { temporaryReferences }));
  if (body.kind === 'call-form') {
    // As Next reads it: busboy hands the decoder each part as it arrives.
    const encoded = new Response(formOf(body.entries));
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const parts = busboy({
      headers: { 'content-type': encoded.headers.get('content-type') },
      // Next's own limit on a field: the 6 MB it takes for an action's body (next.config.mjs).
      limits: { fieldSize: 6 * 1024 * 1024 },
      defParamCharset: 'utf8',
    });
    const decoded = server.decodeReplyFromBusboy(parts, {}, { temporaryReferences });
    // Next awaits the arguments before the body arrives, so each part is read the moment it comes.
    decoded.then(
      () => {},
      () => {},
    );
    parts.end(bytes);
    return callWith(await decoded);
  }
  // A form posted without JavaScript: decodeFormState decodes the bound arguments as decodeAction does,
  // without loading the action (so a descriptor whose id is no string is not caught here: Next's own
  // check of the id refuses it first). Next refuses more than 1,000 bound arguments (loadServerReference).
  const form = formOf(body.entries);
  if (!form.has('$ACTION_KEY')) form.append('$ACTION_KEY', 'k0');
  const state = await server.decodeFormState(null, form, {});
  if (state && state[3] + 1 > 1000) throw new Error('Too many bound arguments.');
  return true;
}

process.on('unhandledRejection', () => {});

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const answers = [];
  for (const body of JSON.parse(input)) {
    try {
      answers.push(await decode(body));
    } catch (error) {
      answers.push(String(error && error.message));
    }
  }
  process.stdout.write(JSON.stringify(answers));
}

await main();
