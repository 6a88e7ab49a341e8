// autocannon ships no types; the serving bench reads the fields of its result it names.
declare module 'autocannon';
