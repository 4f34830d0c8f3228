-- What each money call was (docs/product.md 4: "the same key with another body is refused"): the
-- caller's idempotency key with the call's intent (kind, amount, parties) as canonical JSON,
-- written in the same batch as the ledger move it belongs to (queries/money/ledger.ts). A retry
-- finds its key here and is the same call only if its intent is the same text.
CREATE TABLE money_intents (
  idempotency_key TEXT PRIMARY KEY,
  intent TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
