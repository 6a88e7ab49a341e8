// Placeholder until the API reference lands: nothing to generate yet.
