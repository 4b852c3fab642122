// The server entry of the fault tests (server/faults.test.ts, scripts/bench-writes.ts): the
// production entry (server/index.ts main) plus what only tests may inject: the payment sandbox and
// the fault hook (`x-fault: crash-after-commit` kills the process after the write committed).
import { exitOnStartFailure, main } from '../index';
import { withPaymentSandbox } from '../payments/sandbox';

main((deps) => ({
  ...(deps.env.payments.sandbox ? withPaymentSandbox(deps) : deps),
  faults: {
    afterCommit(c) {
      if (c.req.header('x-fault') === 'crash-after-commit') process.kill(process.pid, 'SIGKILL');
    },
  },
})).catch(exitOnStartFailure);
