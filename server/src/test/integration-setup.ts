// Real servers and a real database: a test may wait on startup, races and shutdown.
jest.setTimeout(60_000);
