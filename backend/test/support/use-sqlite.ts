process.env.PRISM_TEST_DB = 'sqlite';
