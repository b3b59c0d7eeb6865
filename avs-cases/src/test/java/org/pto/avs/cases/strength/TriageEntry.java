package org.pto.avs.cases.strength;

/**
 * One line of the triage file: a survivor's key and the verdict on it.
 *
 * @param line    the line of the triage file, for messages
 * @param verdict {@link Verdict#KILLED}: {@code vector} of {@code caseFile} kills it (the survivor must then be gone);
 *                {@link Verdict#EQUIVALENT}: no observable of the protocol can tell it apart;
 *                {@link Verdict#OUTSIDE_THE_CONTRACT}: it changes what a modeling decision leaves open;
 *                {@link Verdict#NOT_KILLED_YET}: a behaviour of the contract no vector pins down yet
 * @param reason  the reason (or, for a kill, the rest of the line)
 */
record TriageEntry(int line, SurvivorKey key, Verdict verdict, String vector, String caseFile, String reason) {

    enum Verdict {
        KILLED("killed by vector"),
        EQUIVALENT("equivalent"),
        OUTSIDE_THE_CONTRACT("outside the contract"),
        NOT_KILLED_YET("not killed yet");

        final String words;

        Verdict(String words) {
            this.words = words;
        }
    }
}
