// The restore's check in a worker of its own (started by restore-off-thread.ts): the screen
// stays usable while a big file is read and checked. In a worker the global scope is the
// worker's, so addEventListener and postMessage speak to the page that started it.
import { runCheck, type CheckRequest } from './restore-check';

addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  void runCheck(event.data, (message) => postMessage(message));
});
