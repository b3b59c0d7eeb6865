package org.pto.avs.bench.run;

import java.util.List;

/** One part of the bench: measures something against its peer or its goal and returns the figures. */
interface Section {

    String name();

    List<Figure> run(BenchContext context) throws Exception;
}
