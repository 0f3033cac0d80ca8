// signalsmith-stretch's audio-thread half: evaluated in an AudioWorkletGlobalScope, the package
// registers its 'signalsmith-stretch' processor itself. Built by Vite as a file of the site (see
// stretch-worklet-url.ts), so the page's CSP loads it, where the package's own blob: URL is refused.
import 'signalsmith-stretch';
